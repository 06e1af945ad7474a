import { PorchlightInvalidPropsError } from '@porchlight/client';
import { useContext } from 'react';
import { PorchlightContext } from '../provider/porchlight-context.js';

/**
 * Refuses a locale `Intl` cannot use: it would throw a `RangeError` from deep inside the first
 * view that formats a date, far from the prop that caused it.
 *
 * @throws {PorchlightInvalidPropsError} naming the value and the fix.
 */
export function assertLocale(locale: unknown): void {
  if (locale === undefined || locale === null) return;
  if (typeof locale === 'string' && locale.trim() !== '') {
    try {
      Intl.getCanonicalLocales(locale);
      return;
    } catch {
      // Reported below with the fix.
    }
  }
  const shown = typeof locale === 'string' ? `"${locale.slice(0, 40)}"` : typeof locale;
  throw new PorchlightInvalidPropsError(
    `locale must be a BCP 47 language tag, got ${shown}: pass locale="fr-FR", or leave it out to follow the browser's language`,
  );
}

/** The locale the views format dates in: the provider's `locale`, else the browser's (undefined). */
export function useLocale(): string | undefined {
  return useContext(PorchlightContext).locale;
}
