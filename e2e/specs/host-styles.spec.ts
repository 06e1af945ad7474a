import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { seededDevice } from './devices-support.js';

// The playground is a host that imports '@porchlight/react/index.css' and sets no injection flags.

test('a host that imports the stylesheet gets no injected copy and no third-party font', async ({
  page,
  playground,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') thirdParty.push(request.url());
  });
  await playground.open('devices');
  await expect(page.getByRole('heading', { name: /^Devices \(/ })).toBeVisible();
  await expect(page.locator('link[data-porchlight]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test("host rules of ordinary specificity win, and a host's global CSS does not restyle the views", async ({
  page,
  playground,
}) => {
  await playground.open('devices');
  const heading = page.getByRole('heading', { name: /^Devices \(/ });
  await expect(heading).toBeVisible();
  await page.addStyleTag({
    content: `#root { text-align: center; }
      h2 { color: rgb(255, 0, 0); font-family: serif; }
      .porchlight-components { --pl-color-primary: rgb(1, 2, 3); }`,
  });
  const styles = await page.evaluate(() => {
    const wrapper = document.querySelector('.porchlight-components') as HTMLElement;
    const title = wrapper.querySelector('h2') as HTMLElement;
    return {
      primary: getComputedStyle(wrapper).getPropertyValue('--pl-color-primary').trim(),
      textAlign: getComputedStyle(wrapper).textAlign,
      headingColor: getComputedStyle(title).color,
      headingFont: getComputedStyle(title).fontFamily,
    };
  });
  expect(styles.primary).toBe('rgb(1, 2, 3)');
  expect(['start', 'left']).toContain(styles.textAlign);
  expect(styles.headingColor).not.toBe('rgb(255, 0, 0)');
  expect(styles.headingFont).not.toBe('serif');
});

test("a host's custom-slider reset leaves the set-point sliders their track", async ({
  page,
  playground,
  fakeApi,
}) => {
  const thermostat = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: thermostat.device_id });
  const slider = page.getByRole('slider', { name: 'Heating set point' });
  await expect(slider).toBeVisible();
  // The usual first line of a host's own slider styles.
  await page.addStyleTag({
    content:
      'input[type=range] { -webkit-appearance: none; appearance: none; background: transparent; }',
  });
  expect(await slider.evaluate((input) => getComputedStyle(input).appearance)).toBe('auto');
});

test("a host's dialog reset does not move the delete confirmation out of the centre", async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  // A reset stylesheet of the kind some hosts ship: every dialog rule of the browser undone.
  await page.addStyleTag({ content: 'dialog { all: unset; }' });
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete code' }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Delete this code and data\?/ });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  // Still the dialog's own look, and still answerable.
  expect(await dialog.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe(
    'solid',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
