import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  applyTextSpacing,
  clippedText,
  expectNoSidewaysScroll,
  outsideBodyPadding,
  overlappingText,
} from '../support/reflow.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// WCAG 1.4.12: a reader's own stylesheet (line height 1.5, paragraphs 2em apart, letters 0.12em
// and words 0.16em apart) must not make text overlap or be cut off, on details screens, forms,
// dialogs and pills too (a11y-reflow.spec.ts covers the lists at 320 px).

async function expectReadable(page: Page, name: string) {
  await applyTextSpacing(page);
  await expectNoSidewaysScroll(page);
  expect(await clippedText(page), `clipped text on ${name}`).toEqual([]);
  expect(await overlappingText(page), `overlapping text on ${name}`).toEqual([]);
  expect(await outsideBodyPadding(page), `outside the padding on ${name}`).toEqual([]);
}

for (const width of [320, 1280]) {
  test(`details, forms, dialogs and pills take the text-spacing override at ${width} CSS px`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    const lock = await lockWithCodes(fakeApi);
    const front = await seededDevice(fakeApi, 'Front Door');
    const storage = await seededDevice(fakeApi, 'Storage Room');
    const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
    const { access_codes } = await fakeApi.api<{ access_codes: { access_code_id: string }[] }>(
      '/access_codes/list',
      { device_id: lock.device_id },
    );
    const code = access_codes[0];
    if (!code) throw new Error('no code');

    await playground.open('device-details', { deviceId: front.device_id });
    await expect(page.locator('.pl-detail-list__row').first()).toBeVisible();
    await expectReadable(page, 'device details');

    await playground.open('device-details', { deviceId: storage.device_id });
    await expect(page.getByText('This lock is offline', { exact: false })).toBeVisible();
    await expectReadable(page, 'offline device details');

    await playground.open('thermostat', { deviceId: thermostat.device_id });
    await expect(page.getByRole('switch', { name: 'Allow manual override' })).toBeVisible();
    await expectReadable(page, 'thermostat');

    await playground.open('access-code-details', { accessCodeId: code.access_code_id });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectReadable(page, 'delete dialog');

    await playground.open('create-access-code', { deviceId: lock.device_id });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.pl-ac-field-error').first()).toBeVisible();
    await expectReadable(page, 'create form');

    await playground.open('supported-devices');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Supported' }).uncheck();
    await expect(page.getByText('Inquire').first()).toBeVisible();
    await expectReadable(page, 'supported devices');

    await playground.open('climate-schedules');
    await expect(page.locator('.pl-virtual-list__items li').first()).toBeVisible();
    await page.locator('.pl-virtual-list__items li button').first().click();
    await expect(page.locator('.pl-schedule-details__row').first()).toBeVisible();
    await expectReadable(page, 'schedule details');
  });
}
