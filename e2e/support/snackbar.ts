import type { Locator, Page } from '@playwright/test';

/**
 * The snackbar showing `text` in the live region of this politeness that speaks it (errors are
 * assertive). Inside its region a snackbar has no live role of its own, so it is found by place,
 * not by the role `alert` or `status`.
 */
export function snackbar(
  scope: Page | Locator,
  text: string | RegExp,
  politeness: 'polite' | 'assertive' = 'assertive',
): Locator {
  return scope
    .locator(`.pl-snackbar-region > [aria-live="${politeness}"] > .pl-snackbar`)
    .filter({ hasText: text });
}
