import { waitFor } from '@testing-library/react';

/** What makes an element a live region: `aria-live` itself or a role that implies it. */
const LIVE_REGION =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]';

/** How urgently a live region speaks, from `aria-live` or else its role. */
export function politenessOf(region: Element): 'polite' | 'assertive' | 'off' {
  const live = region.getAttribute('aria-live');
  if (live === 'polite' || live === 'assertive' || live === 'off') return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

/** Every live region that encloses `element` (itself included), innermost first. */
export function liveRegionsAround(element: Element): Element[] {
  const regions: Element[] = [];
  let region = element.closest(LIVE_REGION);
  while (region) {
    regions.push(region);
    region = region.parentElement?.closest(LIVE_REGION) ?? null;
  }
  return regions;
}

/**
 * The one live region that speaks `element`. Throws when there is none (it is not announced) or
 * when one sits inside another (a screen reader may announce it twice).
 */
export function liveRegionOf(element: Element): Element {
  const regions = liveRegionsAround(element);
  if (regions.length !== 1) {
    throw new Error(
      `Expected one live region around "${element.textContent}", found ${regions.length}: ${regions
        .map((region) => region.outerHTML.slice(0, 120))
        .join(' | ')}`,
    );
  }
  return regions[0] as Element;
}

/**
 * The snackbar showing in a live region of this politeness (an error's is assertive), or null.
 * Checks on the way that exactly one live region speaks it, and that no two such snackbars show.
 */
export function querySnackbar(
  politeness: 'polite' | 'assertive' = 'assertive',
): HTMLElement | null {
  const found = [...document.querySelectorAll<HTMLElement>('.pl-snackbar')].filter(
    (snackbar) => politenessOf(liveRegionOf(snackbar)) === politeness,
  );
  if (found.length > 1)
    throw new Error(`Expected at most one ${politeness} snackbar, found ${found.length}`);
  return found[0] ?? null;
}

/** Waits for the snackbar {@link querySnackbar} finds. */
export function findSnackbar(
  politeness: 'polite' | 'assertive' = 'assertive',
  { timeout = 1000 }: { timeout?: number } = {},
): Promise<HTMLElement> {
  return waitFor(
    () => {
      const snackbar = querySnackbar(politeness);
      if (!snackbar) throw new Error(`No ${politeness} snackbar yet`);
      return snackbar;
    },
    { timeout },
  );
}

/** Every polite live region (`aria-live="polite"`) in the page. */
export const politeRegions = (): Element[] => [
  ...document.querySelectorAll('[aria-live="polite"]'),
];

/** The text of each polite live region that says something. */
export const saidPolitely = (): string[] =>
  politeRegions()
    .map((region) => region.textContent ?? '')
    .filter(Boolean);
