import { expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes, offlineTimeBoundCode } from './access-codes-support.js';

test('creates an ongoing code with a generated code', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Add access code' }).click();
  await expect(page.getByRole('heading', { name: 'Add new access code' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E ongoing');
  await page.getByRole('button', { name: 'Generate code' }).click();
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access code created')).toBeVisible();
  await expect(page.getByText('E2E ongoing')).toBeVisible();
  const { access_codes } = await fakeApi.api<{
    access_codes: { name: string; type: string; code: string }[];
  }>('/access_codes/list', { device_id: device.device_id });
  const created = access_codes.filter((c) => c.name === 'E2E ongoing');
  expect(created).toHaveLength(1);
  expect(created[0]?.type).toBe('ongoing');
  expect(created[0]?.code).toMatch(/^\d+$/);
});

test('creates a time-bound code in another time zone', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Tokyo');
  await page.getByRole('button', { name: 'Generate code' }).click();
  await page.getByRole('radio', { name: 'Start/end times' }).check();
  await page.getByRole('button', { name: 'Edit times' }).click();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Change time zone' }).click();
  await page.getByRole('checkbox', { name: 'Use local time zone' }).uncheck();
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Start time').fill('2031-01-10T09:00');
  await page.getByLabel('End time').fill('2031-01-11T09:00');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { name: 'E2E Tokyo, Access code', exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Starts .*2031/)).toBeVisible();
  const { access_codes } = await fakeApi.api<{
    access_codes: { name: string; starts_at: string; ends_at: string }[];
  }>('/access_codes/list', { device_id: device.device_id });
  const created = access_codes.find((code) => code.name === 'E2E Tokyo');
  expect(new Date(created?.starts_at ?? '').toISOString()).toBe('2031-01-10T00:00:00.000Z');
  expect(new Date(created?.ends_at ?? '').toISOString()).toBe('2031-01-11T00:00:00.000Z');
});

test('client and server validation errors show on their fields', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(61));
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('60 characters max')).toBeVisible();
  await expect(page.getByText(/^Code length must be one of the following: /)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  // The server refuses a code already on the lock; its message shows under the code field.
  const { access_codes } = await fakeApi.api<{ access_codes: { code: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  const taken = access_codes[0]?.code ?? '';
  await page.getByRole('textbox', { name: 'Name' }).fill('Duplicate');
  const code = page.getByRole('textbox', { name: 'Code (PIN)' });
  await code.fill(taken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This code is already in use on the device')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveValue(taken);
  await expectNoAxeViolationsInBothThemes(page);
});

test('a failed save keeps every value', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await fakeApi.fault({ path: '/access_codes/create', status: 500, count: 1 });
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('textbox', { name: 'Name' }).fill('Kept name');
  await page.getByRole('button', { name: 'Generate code' }).click();
  const code = page.getByRole('textbox', { name: 'Code (PIN)' });
  await expect(code).not.toHaveValue('');
  const typed = await code.inputValue();
  await page.getByRole('radio', { name: 'Start/end times' }).check();
  await page.getByRole('button', { name: 'Edit times' }).click();
  await page.getByLabel('Start time').fill('2032-03-04T05:06');
  await page.getByLabel('End time').fill('2032-03-05T07:08');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The code could not be saved. Please try again.',
  );
  await expectNoAxeViolationsInBothThemes(page);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept name');
  await expect(code).toHaveValue(typed);
  await expect(page.getByRole('radio', { name: 'Start/end times' })).toBeChecked();
  await page.getByRole('button', { name: 'Edit times' }).click();
  await expect(page.getByLabel('Start time')).toHaveValue('2032-03-04T05:06');
  await expect(page.getByLabel('End time')).toHaveValue('2032-03-05T07:08');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Add new access code' })).toBeHidden();
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  expect(access_codes.filter((c) => c.name === 'Kept name')).toHaveLength(1);
});

test('a save made while the browser is offline fails at once, keeps the values, and saves once back online', async ({
  page,
  context,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id });
  await page.getByRole('textbox', { name: 'Name' }).fill('Saved offline');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('8264');
  // The browser says offline (TanStack listens to it), and the API cannot be reached: Chromium's
  // offline mode lets loopback through, so the requests are cut as a lost connection cuts them.
  const cut = '**/access_codes/**';
  await page.route(cut, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  try {
    await page.getByRole('button', { name: 'Save' }).click();
    // Not 'Saving' for as long as the connection stays away, to land unseen when it returns.
    await expect(page.getByRole('alert')).toHaveText(
      'The code could not be saved. Please try again.',
    );
  } finally {
    await context.setOffline(false);
    await page.unroute(cut);
  }
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Saved offline');
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveValue('8264');
  const saved = () =>
    fakeApi
      .api<{ access_codes: { name: string }[] }>('/access_codes/list', {
        device_id: device.device_id,
      })
      .then(({ access_codes }) => access_codes.filter((c) => c.name === 'Saved offline'));
  // Back online, the failed save is not sent behind the person's back…
  await page.waitForTimeout(1_000);
  expect(await saved()).toHaveLength(0);
  // …and their own retry saves it once.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { name: 'Saved offline, Access code', exact: true }),
  ).toBeVisible();
  expect(await saved()).toHaveLength(1);
});

test('edits a code from its details', async ({ page, playground, fakeApi }) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  const name = await page.locator('.pl-ac-row-name').first().textContent();
  await page.getByRole('menuitem', { name: 'View code details' }).click();
  await expect(
    page.getByRole('heading', { name: `${name}, Access code`, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit access code' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Renamed by E2E');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access code updated')).toBeVisible();
  // The table keeps its list mounted (hidden) under the details: the visible copy is the details'.
  await expect(
    page.getByText('Renamed by E2E', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  expect(access_codes.filter((c) => c.name === 'Renamed by E2E')).toHaveLength(1);
});

test('renames an offline time-bound code, the only change it allows', async ({
  page,
  playground,
  fakeApi,
}) => {
  const offline = await offlineTimeBoundCode(fakeApi);
  await playground.open('edit-access-code', {
    accessCodeId: offline.access_code_id,
    deviceId: offline.device_id,
  });
  await expect(page.getByRole('heading', { name: 'Edit access code' })).toBeVisible();
  await expect(
    page.getByText('This is an offline access code: only its name can be changed.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^(Ongoing|Start\/end times)$/ })).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Offline renamed by E2E');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit access code' })).toBeHidden();
  await expect(page.getByText('Offline renamed by E2E', { exact: true })).toBeVisible();
  const { access_code } = await fakeApi.api<{ access_code: Record<string, unknown> }>(
    '/access_codes/get',
    { access_code_id: offline.access_code_id },
  );
  expect(access_code).toMatchObject({
    name: 'Offline renamed by E2E',
    code: offline.code,
    type: 'time_bound',
    starts_at: offline.starts_at,
    ends_at: offline.ends_at,
  });
});
