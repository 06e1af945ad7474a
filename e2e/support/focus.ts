import { expect, type Page } from '@playwright/test';

/** What has focus now: its tag, accessible-ish name and whether it is the page's body. */
export async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      body: !element || element === document.body,
      tag: element?.tagName.toLowerCase() ?? '',
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
      inView: Boolean(element?.closest('.porchlight-components')),
    };
  });
}

/** Fails unless focus sits on an element inside a Porchlight view (never the page's body). */
export async function expectFocusInView(page: Page) {
  await expect.poll(async () => (await focused(page)).inView).toBe(true);
  expect((await focused(page)).body).toBe(false);
}
