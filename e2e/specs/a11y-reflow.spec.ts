import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  applyTextSpacing,
  clippedText,
  expectNoSidewaysScroll,
  overlappingRows,
  wordsBrokenInHeadingsAndLabels,
} from '../support/reflow.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// 320 CSS px (WCAG 1.4.10), and 640 CSS px: a 1280 px window at 200% zoom.
const WIDTHS = [320, 640];
// The longest name the API takes, with no place to break.
const LONG = `Guest${'x'.repeat(55)}`;

async function expectReflows(page: Page) {
  await expectNoSidewaysScroll(page);
  expect(await clippedText(page), 'clipped text').toEqual([]);
  expect(await overlappingRows(page), 'overlapping rows').toEqual([]);
  expect(
    await wordsBrokenInHeadingsAndLabels(page),
    'words broken inside headings and labels',
  ).toEqual([]);
}

for (const width of WIDTHS) {
  test(`every view reflows at ${width} CSS px, long names included`, async ({
    page,
    playground,
    fakeApi,
  }) => {
    // Seven screens in one test: more than the default time on a busy machine.
    test.slow();
    await page.setViewportSize({ width, height: 720 });
    const device = await lockWithCodes(fakeApi);
    const { access_codes } = await fakeApi.api<{ access_codes: { access_code_id: string }[] }>(
      '/access_codes/list',
      { device_id: device.device_id },
    );
    const code = access_codes[0];
    if (!code) throw new Error('no code');
    await fakeApi.api('/access_codes/update', { access_code_id: code.access_code_id, name: LONG });

    await playground.open('devices');
    await expect(page.locator('.pl-device-row__name').first()).toBeVisible();
    await expectReflows(page);

    const front = await seededDevice(fakeApi, 'Front Door');
    await playground.open('device-details', { deviceId: front.device_id });
    await expect(
      page.getByRole('heading', { name: 'Front Door, Device', exact: true }),
    ).toBeVisible();
    await expectReflows(page);

    // Offline, with a long model name and the reason beside Lock/Unlock.
    const storage = await seededDevice(fakeApi, 'Storage Room');
    await playground.open('device-details', { deviceId: storage.device_id });
    await expect(page.getByText('This lock is offline', { exact: false })).toBeVisible();
    await expectReflows(page);

    await playground.open('access-codes', { deviceId: device.device_id });
    await expect(page.getByText(LONG)).toBeVisible();
    await expectReflows(page);

    await playground.open('access-code-details', { accessCodeId: code.access_code_id });
    await expect(page.getByText(LONG).first()).toBeVisible();
    await expectReflows(page);

    await playground.open('create-access-code', { deviceId: device.device_id });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.pl-ac-field-error').first()).toBeVisible();
    await expectReflows(page);
    await page.getByRole('radio', { name: 'Start/end times' }).check();
    await page.getByRole('button', { name: 'Edit times' }).click();
    await expectReflows(page);
    await page.getByRole('button', { name: 'Change time zone' }).click();
    await page.getByRole('checkbox', { name: 'Use local time zone' }).uncheck();
    const zones = page.getByRole('combobox', { name: 'Time zone' });
    // The zone with the longest label.
    const longest = await zones.evaluate(
      (select: HTMLSelectElement) =>
        [...select.options].reduce((a, b) => (b.text.length > a.text.length ? b : a)).value,
    );
    await zones.selectOption(longest);
    await expectReflows(page);

    await playground.open('climate-schedules');
    await expect(page.locator('.pl-virtual-list, .pl-schedule-row').first()).toBeVisible();
    await expectReflows(page);
  });
}

test('the WCAG text-spacing override makes nothing overlap or clip', async ({
  page,
  playground,
  fakeApi,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const device = await lockWithCodes(fakeApi);
  for (const [name, params] of [
    ['devices', {}],
    ['access-codes', { deviceId: device.device_id }],
    ['climate-schedules', {}],
  ] as const) {
    await playground.open(name, params);
    await expect(page.locator('.pl-virtual-list__items li').first()).toBeVisible();
    await applyTextSpacing(page);
    // Rows are measured again once the override changes their height.
    await expect.poll(() => overlappingRows(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(await clippedText(page), `clipped text on ${name}`).toEqual([]);
  }
});
