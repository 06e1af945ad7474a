import { expect, test } from '../support/fixtures.js';
import { openPlainPage, type PlainHost, startPlainHost } from '../support/plain-page.js';
import { seededDevice } from './devices-support.js';

// Two elements of one kind on a page: each renders in a root of its own, where the renderer
// numbers its ids from zero, so their labels and descriptions must still point into their own
// element.

const form = (deviceId: string) => `<porchlight-create-access-code-form
        publishable-key="%PUBLISHABLE_KEY%" user-identifier-key="%USER_IDENTIFIER_KEY%"
        endpoint="%ENDPOINT%" device-id="${deviceId}" disable-telemetry
      ></porchlight-create-access-code-form>`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Two forms</title>
    <link rel="stylesheet" href="/porchlight/index.min.css" />
    <script type="module" src="/porchlight/elements.js"></script>
  </head>
  <body>
    <main>
      <section aria-label="Front">${form('%FRONT%')}</section>
      <section aria-label="Back">${form('%BACK%')}</section>
    </main>
  </body>
</html>`;

let host: PlainHost;
test.beforeAll(async () => {
  host = await startPlainHost({}, { 'two-forms.html': PAGE });
});
test.afterAll(async () => {
  await host.close();
});

test('two forms on one page keep their ids apart: each label names and focuses its own field', async ({
  page,
  fakeApi,
}) => {
  await openPlainPage(page, host, 'two-forms.html', {
    ENDPOINT: fakeApi.url,
    PUBLISHABLE_KEY: fakeApi.keys.publishable_key,
    USER_IDENTIFIER_KEY: fakeApi.keys.user_identifier_key,
    FRONT: (await seededDevice(fakeApi, 'Front Door')).device_id,
    BACK: (await seededDevice(fakeApi, 'Back Door')).device_id,
  });
  const front = page.getByRole('region', { name: 'Front' });
  const back = page.getByRole('region', { name: 'Back' });
  await expect(front.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  await expect(back.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicates).toEqual([]);
  // The label (its text and the asterisk for the eye) focuses the field it names.
  const label = (section: typeof front) => section.locator('label', { hasText: /^Name/ });
  await label(back).click();
  await expect(back.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await label(front).click();
  await expect(front.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
});
