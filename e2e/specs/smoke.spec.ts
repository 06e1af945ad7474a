import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';

for (const theme of ['light', 'dark']) {
  test(`the playground opens with its heading and passes axe (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('home', { theme });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Porchlight playground' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the connection panel keeps its settings across a reload, the token out of the URL', async ({
  page,
  playground,
}) => {
  await playground.open('home');
  await page.getByRole('radio', { name: 'Client session token' }).check();
  await page.getByRole('textbox', { name: 'Client session token' }).fill('seam_cst1_shared');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/auth=client-session-token/);
  expect(page.url()).not.toContain('seam_cst1_shared');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Client session token' })).toHaveValue(
    'seam_cst1_shared',
  );
});

test('an old link with the token in its URL connects and drops the token from the URL', async ({
  page,
  playground,
}) => {
  await playground.open('home', { clientSessionToken: 'seam_cst1_legacy' });
  await expect(page.getByRole('textbox', { name: 'Client session token' })).toHaveValue(
    'seam_cst1_legacy',
  );
  await expect(page).toHaveURL(/auth=client-session-token/);
  expect(page.url()).not.toContain('seam_cst1_legacy');
});

test('a key the client refuses is named in the page, and the connection panel stays to fix it', async ({
  page,
  playground,
  fakeApi,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // A key of another service pasted into the publishable-key field: the provider refuses it.
  await playground.open('devices', { publishableKey: 'pk_test_playground' });
  await expect(page.getByRole('alert')).toContainText(
    'The playground could not connect: PorchlightClient received invalid options: Invalid publishableKey: expected it to start with seam_pk',
  );
  expect(uncaught).toEqual([]);
  const key = page.getByRole('textbox', { name: 'Publishable key' });
  await key.fill(fakeApi.keys.publishable_key);
  await key.press('Enter');
  await expect(page.getByRole('heading', { name: /^Devices \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('with the playground’s own client options, an endpoint the client refuses is named in the page, and the panel stays to fix it', async ({
  page,
  playground,
  fakeApi,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  // type="url" lets ftp:// through; `timeout` makes the playground build its own client.
  await playground.open('devices', {
    endpoint: 'ftp://127.0.0.1:9',
    clientSessionToken: fakeApi.keys.client_session_token,
    timeout: '20000',
  });
  await expect(page.getByRole('alert')).toContainText(
    'The playground could not connect: PorchlightClient received invalid options: endpoint must be an absolute http(s) URL',
  );
  expect(uncaught).toEqual([]);
  const endpoint = page.getByRole('textbox', { name: 'Endpoint' });
  await endpoint.fill(fakeApi.url);
  await endpoint.press('Enter');
  await expect(page.getByRole('heading', { name: /^Devices \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
