import { contrastRatio, textContrasts } from '../support/contrast.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

for (const theme of ['light', 'dark']) {
  test(`offline device rows keep 4.5:1 text without opacity, and say why (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('devices', { theme });
    const offline = page.locator('.pl-table-row--faded');
    await expect(offline.first()).toBeVisible();
    expect(await offline.count()).toBeGreaterThan(0);
    for (const row of await offline.all()) {
      await expect(row).toContainText(/Offline/);
      const measured = await textContrasts(row);
      expect(measured.length).toBeGreaterThan(0);
      for (const { text, ratio, opacity } of measured) {
        expect(opacity, `opacity behind "${text}"`).toBe(1);
        expect(ratio, `contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test(`access code rows keep 4.5:1 text (${theme})`, async ({ page, playground, fakeApi }) => {
    const device = await lockWithCodes(fakeApi);
    await playground.open('access-codes', { deviceId: device.device_id, theme });
    const rows = page.locator('.pl-ac-row');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      for (const { text, ratio, opacity } of await textContrasts(row)) {
        expect(opacity, `opacity behind "${text}"`).toBe(1);
        expect(ratio, `contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test(`the snackbar focus ring reaches 3:1 against the toast (${theme})`, async ({
    page,
    playground,
    fakeApi,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const device = await lockWithCodes(fakeApi);
    await page.clock.install();
    await playground.open('access-codes', { deviceId: device.device_id, theme });
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Copy code' }).click();
    const snackbar = page.locator('.pl-snackbar').filter({ hasText: 'Code copied' });
    const close = snackbar.getByRole('button', { name: 'Close' });
    await close.focus();
    // Keyboard focus, so :focus-visible applies.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    const ring = await close.evaluate((el) => getComputedStyle(el).outlineColor);
    const toast = await snackbar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(contrastRatio(ring, toast)).toBeGreaterThanOrEqual(3);
  });
}

for (const theme of ['light', 'dark']) {
  test(`the focus ring on a checked mode or fan option reaches 3:1 on its fill (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const device = await seededDevice(fakeApi, 'Living Room Thermostat');
    await page.setViewportSize({ width: 320, height: 640 });
    await playground.open('thermostat', { deviceId: device.device_id, theme });
    for (const group of ['Mode', 'Fan mode']) {
      const checked = page
        .getByRole('radiogroup', { name: group, exact: true })
        .locator('input:checked');
      await checked.focus();
      // Keyboard focus, so :focus-visible applies: Tab into a radio group lands on its checked one.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(checked).toBeFocused();
      const { ring, fill, style } = await checked.evaluate((input) => {
        const own = getComputedStyle(input);
        const option = input.closest('.pl-choice-group__option') as HTMLElement;
        return {
          ring: own.outlineColor,
          style: own.outlineStyle,
          fill: getComputedStyle(option).backgroundColor,
        };
      });
      expect(style, group).not.toBe('none');
      // The ring is drawn inside the option (negative offset), over its fill.
      expect(contrastRatio(ring, fill), group).toBeGreaterThanOrEqual(3);
    }
  });
}

// WCAG 1.4.11: the edge of a field and the parts of a switch that show its state reach 3:1.
for (const theme of ['light', 'dark']) {
  test(`fields and the off switch show their edges and state at 3:1 (${theme})`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    const edges = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((element) => {
        const behind = (node: Element | null): string => {
          for (let at = node; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (!/rgba\(0, 0, 0, 0\)|transparent/.test(colour)) return colour;
          }
          return 'rgb(255, 255, 255)';
        };
        const own = getComputedStyle(element);
        return {
          border: own.borderTopColor,
          fill: own.backgroundColor,
          page: behind(element.parentElement),
        };
      });
    const lock = await seededDevice(fakeApi, 'Front Door');
    await playground.open('create-access-code', { deviceId: lock.device_id, theme });
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeVisible();
    const field = await edges(name);
    expect(contrastRatio(field.border, field.page), 'Name field edge').toBeGreaterThanOrEqual(3);

    const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
    await playground.open('thermostat', { deviceId: thermostat.device_id, theme });
    const toggle = page.getByRole('switch', { name: 'Allow manual override' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const track = await edges(toggle);
    const thumb = await edges(toggle.locator('.pl-switch__thumb'));
    expect(contrastRatio(track.border, track.page), 'switch edge').toBeGreaterThanOrEqual(3);
    expect(contrastRatio(thumb.fill, track.fill), 'off thumb on its track').toBeGreaterThanOrEqual(
      3,
    );
  });
}
