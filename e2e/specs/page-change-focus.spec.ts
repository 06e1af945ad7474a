import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';

// The playground is a host app: when a view's callback swaps the page (Edit, Back), the focused
// control leaves the document, and the host must give focus a place to go on from.
test('Edit and Back from access code details keep focus off <body>', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  const { access_codes } = await fakeApi.api<{ access_codes: { access_code_id: string }[] }>(
    '/access_codes/list',
    { device_id: device.device_id },
  );
  const code = access_codes[0];
  if (!code) throw new Error('no code');
  await playground.open('access-code-details', {
    accessCodeId: code.access_code_id,
    deviceId: device.device_id,
  });
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await expect(edit).toBeVisible();
  const onBody = () => page.evaluate(() => document.activeElement === document.body);

  // On this page Edit calls the host's onEdit, which swaps the page.
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=edit-access-code/);
  await expect(page.getByRole('main')).toBeFocused();
  expect(await onBody()).toBe(false);
  // Tab goes on into the edit form, not the playground's header.
  await page.keyboard.press('Tab');
  const inForm = await page.evaluate(
    () => document.activeElement?.closest('.porchlight-components') !== null,
  );
  expect(inForm).toBe(true);

  // The browser's Back swaps the page too.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=edit-access-code/);
  expect(await onBody()).toBe(false);
});
