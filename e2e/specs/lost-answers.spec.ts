import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

test('a create whose answer is lost after the server saved it is recognised, not duplicated', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Add access code' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lost answer');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('90817');
  // The fake stores the code, then drops the connection before answering (Chromium may resend
  // the POST on its own; the resend is told the PIN is taken).
  await fakeApi.fault({ path: '/access_codes/create', kind: 'commit_drop', count: 1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/the code was found on the lock/)).toBeVisible();
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  expect(access_codes.filter((code) => code.name === 'Lost answer')).toHaveLength(1);
  await expect(page.getByRole('button', { name: /Lost answer/ }).first()).toBeVisible();
});

test('a create whose connection drops before the server saved it keeps every value', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await page.getByRole('button', { name: 'Add access code' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Never saved');
  await page.getByRole('textbox', { name: 'Code (PIN)' }).fill('61739');
  // Every send is dropped, including Chromium's own silent resends of the POST (one for each
  // reused keep-alive connection that dies without an answer).
  await fakeApi.fault({ path: '/access_codes/create', kind: 'drop', count: 20 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /could not be saved/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Never saved');
  await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveValue('61739');
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  expect(access_codes.filter((code) => code.name === 'Never saved')).toHaveLength(0);
});
