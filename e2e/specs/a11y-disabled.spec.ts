import type { Locator, Page } from '@playwright/test';
import { contrastRatio, textContrasts } from '../support/contrast.js';
import { expect, test } from '../support/fixtures.js';
import { systemColours } from '../support/system-colours.js';
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
  const [grayText, canvasText] = await systemColours(page, ['GrayText', 'CanvasText']);
  // Emulated forced colours keep the page's own palette; GrayText must still differ from text.
  expect(grayText).not.toBe(canvasText);
  for (const button of await buttons.all()) {
    const colour = await button.evaluate((element) => getComputedStyle(element).color);
    expect(colour, `${await button.textContent()}`).toBe(grayText);
  }
});

/** Opens the device table with every device removed, so its search box is disabled. */
async function openEmptyDeviceTable(
  page: Page,
  open: (name: string, params: Record<string, string>) => Promise<string>,
  fakeApi: import('../support/fake-api-handle.js').FakeApiHandle,
  theme = 'light',
) {
  const { devices } = await fakeApi.api<{ devices: { device_id: string }[] }>('/devices/list');
  for (const { device_id } of devices) await fakeApi.api('/devices/simulate/remove', { device_id });
  await open('devices', { theme });
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await expect(search).toBeDisabled();
  return search;
}

/** The search field's frame, its placeholder's colour and opacity, and what sits behind it. */
function searchColours(search: Locator) {
  return search.evaluate((input) => {
    const frame = input.closest('.pl-search') as HTMLElement;
    const placeholder = getComputedStyle(input, '::placeholder');
    const opaque = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (!/rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    let opacity = 1;
    for (let node: Element | null = input; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return {
      fill: opaque(frame),
      around: opaque(frame.parentElement),
      placeholder: placeholder.color,
      placeholderOpacity: Number(placeholder.opacity),
      opacity,
    };
  });
}

for (const theme of ['light', 'dark']) {
  test(`a disabled search field looks disabled and keeps 4.5:1 placeholder text (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const search = await openEmptyDeviceTable(page, playground.open, fakeApi, theme);
    const colours = await searchColours(search);
    // Its own fill tells it from an enabled field, which shows the view's surface through it.
    expect(colours.fill, 'disabled fill').not.toBe(colours.around);
    expect(colours.opacity).toBe(1);
    expect(colours.placeholderOpacity).toBe(1);
    expect(contrastRatio(colours.placeholder, colours.fill)).toBeGreaterThanOrEqual(4.5);
  });
}

test('a disabled search field is drawn in GrayText in forced colours', async ({
  page,
  playground,
  fakeApi,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const search = await openEmptyDeviceTable(page, playground.open, fakeApi);
  const [grayText] = await systemColours(page, ['GrayText']);
  const drawn = await search.evaluate((input) => {
    const frame = input.closest('.pl-search') as HTMLElement;
    return {
      placeholder: getComputedStyle(input, '::placeholder').color,
      frame: getComputedStyle(frame).borderTopColor,
      icon: getComputedStyle(frame).color,
    };
  });
  expect(drawn).toEqual({ placeholder: grayText, frame: grayText, icon: grayText });
});

/**
 * A snackbar inside the view holding an enabled text action and one button of each variant,
 * disabled either way: rules that restyle a button inside the snackbar come after the disabled
 * rule in the stylesheet, so this is where disabled styling can lose.
 */
async function addSnackbarButtons(page: Page) {
  await page.evaluate(() => {
    const wrapper = document.querySelector('.porchlight-components') as HTMLElement;
    const snackbar = document.createElement('div');
    snackbar.className = 'pl-snackbar e2e-snackbar';
    snackbar.append('Could not load');
    const add = (variant: string, how?: string) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `pl-button pl-button--${variant} pl-button--small`;
      if (how === 'disabled') button.disabled = true;
      else if (how) button.setAttribute('aria-disabled', 'true');
      button.textContent = `${variant} ${how ?? 'enabled'}`;
      snackbar.append(button);
    };
    add('text');
    for (const variant of ['text', 'secondary', 'primary', 'danger']) {
      for (const how of ['disabled', 'aria-disabled']) add(variant, how);
    }
    wrapper.prepend(snackbar);
  });
  return page.locator('.e2e-snackbar');
}

for (const theme of ['light', 'dark']) {
  test(`a disabled button in a snackbar looks disabled and keeps 4.5:1 text (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('devices', { theme });
    await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
    const snackbar = await addSnackbarButtons(page);
    const enabled = snackbar.getByRole('button', { name: 'text enabled' });
    const disabled = snackbar.locator('button:disabled, button[aria-disabled="true"]');
    await expect(disabled).toHaveCount(8);
    const colourOf = (button: Locator) =>
      button.evaluate((element) => getComputedStyle(element).color);
    const enabledColour = await colourOf(enabled);
    for (const button of await disabled.all()) {
      await expectReadable(button);
      const name = (await button.textContent()) ?? '';
      // A disabled action must not keep the enabled action's label colour.
      expect(await colourOf(button), name).not.toBe(enabledColour);
    }
  });
}
