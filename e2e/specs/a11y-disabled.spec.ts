import type { Locator, Page } from '@playwright/test';
import { textContrasts } from '../support/contrast.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

// A disabled button still has to be read: what it says ("Saving…") is often why it is disabled.
// Its label keeps 4.5:1 in both themes without opacity, and forced colours draw it in GrayText.

async function expectReadable(button: Locator) {
  const measured = await textContrasts(button);
  expect(measured.length).toBeGreaterThan(0);
  for (const { text, ratio, opacity } of measured) {
    expect(opacity, `opacity behind "${text}"`).toBe(1);
    expect(ratio, `contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
  }
}

/** Opens the create form with the two API calls its buttons make held, so they stay busy. */
async function openBusyForm(
  page: Page,
  open: (name: string, params: Record<string, string>) => Promise<string>,
  fakeApi: import('../support/fake-api-handle.js').FakeApiHandle,
  theme: string,
) {
  const device = await lockWithCodes(fakeApi);
  await open('create-access-code', { deviceId: device.device_id, theme });
  await page.getByRole('textbox', { name: 'Name' }).fill('Busy');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('482915');
  // Held far longer than the test runs: the buttons stay disabled while they are measured.
  for (const path of ['/access_codes/generate_code', '/access_codes/create']) {
    await fakeApi.fault({ path, kind: 'slow', latency_ms: 120_000 });
  }
}

/** One button of each variant, disabled either way, inside the view's wrapper. */
async function addDisabledButtons(page: Page) {
  await page.evaluate(() => {
    const wrapper = document.querySelector('.porchlight-components') as HTMLElement;
    const row = document.createElement('div');
    row.className = 'e2e-disabled-buttons';
    for (const variant of ['primary', 'secondary', 'danger', 'text']) {
      for (const how of ['disabled', 'aria-disabled']) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = `pl-button pl-button--${variant} pl-button--medium`;
        if (how === 'disabled') button.disabled = true;
        else button.setAttribute('aria-disabled', 'true');
        button.textContent = `${variant} ${how}`;
        row.append(button);
      }
    }
    wrapper.prepend(row);
  });
  return page.locator('.e2e-disabled-buttons button');
}

for (const theme of ['light', 'dark']) {
  test(`busy Generate code and Save keep 4.5:1 text without opacity (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    await openBusyForm(page, playground.open, fakeApi, theme);
    const generate = page.getByRole('button', { name: 'Generate code' });
    await generate.click();
    const generating = page.getByRole('button', { name: /^Generating/ });
    await expect(generating).toHaveAttribute('aria-disabled', 'true');
    await expectReadable(generating);

    await page.getByRole('button', { name: 'Save' }).click();
    const saving = page.getByRole('button', { name: /^Saving/ });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expectReadable(saving);
  });

  test(`every disabled button variant keeps 4.5:1 text without opacity (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('devices', { theme });
    await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
    const buttons = await addDisabledButtons(page);
    await expect(buttons).toHaveCount(8);
    for (const button of await buttons.all()) await expectReadable(button);
  });
}

test('disabled buttons are drawn in GrayText in forced colours', async ({ page, playground }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await playground.open('devices');
  await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
  const buttons = await addDisabledButtons(page);
  await expect(buttons).toHaveCount(8);
  const [grayText, canvasText] = await page.evaluate(() =>
    ['GrayText', 'CanvasText'].map((system) => {
      const probe = document.createElement('span');
      probe.style.color = system;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }),
  );
  // Emulated forced colours keep the page's own palette; GrayText must still differ from text.
  expect(grayText).not.toBe(canvasText);
  for (const button of await buttons.all()) {
    const colour = await button.evaluate((element) => getComputedStyle(element).color);
    expect(colour, `${await button.textContent()}`).toBe(grayText);
  }
});
