import type { Page } from '@playwright/test';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';

// A host that renders Porchlight inside its own shadow root: the main document's stylesheets do
// not reach in, so the provider must put its stylesheet into the shadow root itself.

const NONCE = 'e2e-shadow-7b1d';
let host: PlainHost;

test.beforeAll(async () => {
  host = await startPlainHost();
});
test.afterAll(async () => {
  await host.close();
});

async function openShadowPage(page: Page, fakeApi: FakeApiHandle, hostCss: boolean) {
  await openPlainPage(page, host, 'shadow-root.html', {
    NONCE,
    HOST_CSS: hostCss ? '1' : '0',
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
  });
  // Playwright's locators pierce open shadow roots.
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
}

/** The views' computed styles inside the shadow root, read once the stylesheet applied. */
function shadowStyles(page: Page) {
  return page.evaluate(() => {
    const shadow = document.getElementById('widget')?.shadowRoot as ShadowRoot;
    const wrapper = shadow.querySelector('.porchlight-components') as HTMLElement;
    const heading = wrapper.querySelector('h2') as HTMLElement;
    const link = shadow.querySelector<HTMLLinkElement>('link[data-porchlight="stylesheet"]');
    return {
      primary: getComputedStyle(wrapper).getPropertyValue('--pl-color-primary').trim(),
      headingFont: getComputedStyle(heading).fontFamily,
      link: link ? { href: link.getAttribute('href'), nonce: link.nonce } : null,
      inMainDocument: document.head.querySelectorAll('link[data-porchlight="stylesheet"]').length,
    };
  });
}

for (const hostCss of [false, true]) {
  test(`a view in a host's shadow root is styled there${hostCss ? ', though the host imported the stylesheet into the page' : ''}`, async ({
    page,
    fakeApi,
  }) => {
    await openShadowPage(page, fakeApi, hostCss);
    await expect.poll(async () => (await shadowStyles(page)).primary).toBe('#0b5fc7');
    const styles = await shadowStyles(page);
    expect(styles.headingFont).toContain('Source Sans 3');
    expect(styles.link).toEqual({ href: '/porchlight/index.min.css', nonce: NONCE });
    expect(styles.inMainDocument).toBe(0);
  });
}
