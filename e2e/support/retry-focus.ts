import { expect, type Locator, type Page } from '@playwright/test';
import type { FakeApiHandle } from './fake-api-handle.js';
import { expectFocusInView } from './focus.js';
import { holdFirstRequest } from './hold-request.js';

/** What {@link expectRetryKeepsFocus} presses and looks at. */
export interface RetryFocusCase {
  /** The route glob of the request the retry sends (its first one is held mid-retry). */
  url: string;
  /** The failure's 'Try again'. */
  retry: Locator;
  /** The failure itself, which must be back once the retry fails too. */
  failure: Locator;
  /** What shows once a retry loads. */
  loaded: Locator;
}

/**
 * From a load failure whose fault is still in place: 'Try again' pressed from the keyboard keeps
 * focus while its retry runs (held in the browser, so the page is seen mid-retry without
 * timing) and says it is busy; the retry fails too, and the failure and focus are both still
 * there; then, the fault cleared, a retry that loads hands focus to the view, never the body.
 * Focus falling to the heading mid-retry (the failure gave way to a spinner or went away) fails.
 */
export async function expectRetryKeepsFocus(
  page: Page,
  fakeApi: FakeApiHandle,
  { url, retry, failure, loaded }: RetryFocusCase,
): Promise<void> {
  const retryRequest = await holdFirstRequest(page, url);
  await retry.focus();
  await page.keyboard.press('Enter');
  await retryRequest.reached;
  await expect(retry).toBeFocused();
  await expect(retry).toHaveAttribute('aria-busy', 'true');
  retryRequest.release();
  await expect(retry).not.toHaveAttribute('aria-busy', 'true');
  await expect(failure).toBeVisible();
  await expect(retry).toBeFocused();
  await page.unroute(url);
  await fakeApi.clearFaults();
  await page.keyboard.press('Enter');
  await expect(loaded).toBeVisible();
  await expectFocusInView(page);
}
