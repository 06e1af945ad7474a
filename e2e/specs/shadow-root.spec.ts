import type { Page } from '@playwright/test';
import type { FakeApiHandle } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { lockWithCodes } from './access-codes-support.js';

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

async function openShadowPage(
  page: Page,
  fakeApi: FakeApiHandle,
  options: { hostCss?: boolean; shadowCss?: boolean; tag?: string; deviceId?: string } = {},
) {
  await openPlainPage(page, host, 'shadow-root.html', {
    NONCE,
    HOST_CSS: options.hostCss ? '1' : '0',
    SHADOW_CSS: options.shadowCss ? '1' : '0',
    TAG: options.tag ?? 'porchlight-device-table',
    DEVICE_ID: options.deviceId ?? '',
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
  });
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
    await openShadowPage(page, fakeApi, { hostCss });
    // Playwright's locators pierce open shadow roots.
    await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
    await expect.poll(async () => (await shadowStyles(page)).primary).toBe('#0b5fc7');
    const styles = await shadowStyles(page);
    expect(styles.headingFont).toContain('Source Sans 3');
    expect(styles.link).toEqual({ href: '/porchlight/index.min.css', nonce: NONCE });
    expect(styles.inMainDocument).toBe(0);
  });
}

test('a host that ships the stylesheet in its shadow root gets no injected copy', async ({
  page,
  fakeApi,
}) => {
  await openShadowPage(page, fakeApi, { shadowCss: true });
  await expect(page.getByRole('heading', { name: 'Devices (13)' })).toBeVisible();
  const styles = await shadowStyles(page);
  expect(styles.primary).toBe('#0b5fc7');
  expect(styles.link).toBeNull();
  expect(styles.inMainDocument).toBe(0);
});

/** Opens the access code table in the shadow root; returns the first row's name and menu button. */
async function openCodes(page: Page, fakeApi: FakeApiHandle) {
  const device = await lockWithCodes(fakeApi);
  await openShadowPage(page, fakeApi, {
    tag: 'porchlight-access-code-table',
    deviceId: device.device_id,
  });
  const rowNames = page.locator('.pl-ac-row-name');
  await expect(rowNames.first()).toBeVisible();
  const first = (await rowNames.first().textContent()) ?? '';
  return { first, menuButton: page.getByRole('button', { name: `Actions for ${first}` }) };
}

test("a row menu's item chosen by pointer acts in a host's shadow root", async ({
  page,
  fakeApi,
}) => {
  const { first, menuButton } = await openCodes(page, fakeApi);
  await menuButton.click();
  // A press inside the open menu is not a press outside it, though the document sees the host.
  await page.getByRole('menuitem', { name: 'Delete code' }).click();
  await expect(
    page.getByRole('alertdialog', { name: `Delete this code and data? ${first}` }),
  ).toBeVisible();
});

test("the delete confirmation keeps Tab inside and gives focus back in a host's shadow root", async ({
  page,
  fakeApi,
}) => {
  const { first, menuButton } = await openCodes(page, fakeApi);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Delete code' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Delete this code and data? ${first}` });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});
