import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

/** Focus is on an element of the page, never dropped to `<body>`. */
async function expectFocusKept(page: Page) {
  expect(
    await page.evaluate(
      () => document.activeElement !== null && document.activeElement !== document.body,
    ),
    'focus fell to <body>',
  ).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking focus is never lost on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusKept(page);
  }
  await expect(target).toBeFocused();
}

/** Presses Enter on what has focus, then expects `target` to have it. */
async function enterTo(page: Page, target: Locator) {
  await page.keyboard.press('Enter');
  await expect(target).toBeFocused();
  await expectFocusKept(page);
}

const visibleBack = (page: Page) =>
  page.getByRole('button', { name: 'Back', exact: true }).filter({ visible: true });

test('device, lock codes, code, edit form, timing and time zone: each opens at its heading and Back returns to its opener', async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  const lock = await lockWithCodes(fakeApi);
  const lockName = lock.properties?.name ?? '';
  await playground.open('devices');
  const search = page.getByRole('searchbox', { name: 'Search devices' });
  await expect(search).toBeEnabled();
  await search.focus();
  await page.keyboard.type(lockName);

  // Device table → device details.
  const deviceRow = page.getByRole('button', { name: new RegExp(`^${lockName}`) });
  await tabTo(page, deviceRow);
  await enterTo(page, page.getByRole('heading', { name: `${lockName}, Device`, exact: true }));

  // Lock → its access codes.
  const codesRow = page.getByRole('button', { name: /^\d+ access codes?$/ });
  await tabTo(page, codesRow);
  await enterTo(page, page.getByRole('heading', { name: /^Access Codes \(\d+\)$/ }));

  // Access code table → code details.
  const codeRow = page.locator('.pl-ac-row-main').filter({ visible: true }).first();
  const codeName = await page
    .locator('.pl-ac-row-name')
    .filter({ visible: true })
    .first()
    .textContent();
  await tabTo(page, codeRow);
  await enterTo(page, page.getByRole('heading', { name: `${codeName}, Access code`, exact: true }));

  // Code details → edit form.
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await tabTo(page, edit);
  await enterTo(page, page.getByRole('heading', { name: 'Edit access code', exact: true }));

  // Edit form → timing screen → time zone screen, and back through both.
  const startEnd = page.getByRole('radio', { name: 'Start/end times' });
  if (!(await startEnd.isChecked())) {
    await tabTo(page, page.getByRole('radio', { name: 'Ongoing' }));
    await page.keyboard.press('ArrowDown');
    await expect(startEnd).toBeChecked();
  }
  const editTimes = page.getByRole('button', { name: 'Edit times' });
  await tabTo(page, editTimes);
  await enterTo(page, page.getByRole('heading', { name: 'Timing', exact: true }));
  const changeZone = page.getByRole('button', { name: 'Change time zone' });
  await tabTo(page, changeZone);
  await enterTo(page, page.getByRole('heading', { name: /^Time Zone \((automatic|manual)\)$/ }));
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, changeZone);
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, editTimes);

  // Back out of the form, the code, the codes and the device, each time to what opened it.
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, edit);
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, codeRow);
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, codesRow);
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, deviceRow);
  await expect(search).toHaveValue(lockName);
});

test('thermostat, its schedules and a schedule: each opens at its heading and Back returns to its opener', async ({
  page,
  playground,
  fakeApi,
}) => {
  test.slow();
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('device-details', { deviceId: thermostat.device_id });
  const heading = page.getByRole('heading', {
    name: 'Living Room Thermostat, Thermostat',
    exact: true,
  });
  await expect(heading).toBeVisible();
  const schedulesRow = page.getByRole('button', { name: /scheduled climates?$/ });
  await expect(schedulesRow).toBeVisible();
  await schedulesRow.focus();

  // Thermostat → its climate setting schedules.
  await enterTo(page, page.getByRole('heading', { name: /^Climate setting schedules \(\d+\)$/ }));

  // Schedule table → schedule details.
  const scheduleRow = page.locator('.pl-schedule-row').filter({ visible: true }).first();
  const scheduleName = await page
    .locator('.pl-schedule-row__name')
    .filter({ visible: true })
    .first()
    .textContent();
  await tabTo(page, scheduleRow);
  await enterTo(
    page,
    page.getByRole('heading', { name: `${scheduleName}, Climate setting schedule`, exact: true }),
  );

  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, scheduleRow);
  await tabTo(page, visibleBack(page), { back: true });
  await enterTo(page, schedulesRow);
});
