import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';

// Generous: a load failure outlasts the client's and the query's retries, and axe runs twice.
test.describe.configure({ timeout: 90_000 });

const MODELS = '/internal/devicedb/v1/device_models/list';
const SUPPORTED = [
  'August',
  'ecobee',
  'Google Nest',
  'Honeywell Resideo',
  'igloohome',
  'Kwikset',
  'Minut',
  'Nuki',
  'Schlage',
  'TTLock',
  'Yale',
].map((name) => `${name} Devices`);

const groupTitles = (page: Page): Locator => page.locator('.pl-catalogue-group__title');
const group = (page: Page, manufacturer: string): Locator =>
  page.getByRole('region', { name: `${manufacturer} Devices` });
const modelRows = (page: Page, manufacturer: string): Locator =>
  group(page, manufacturer).getByRole('listitem');
const filtersButton = (page: Page): Locator => page.getByRole('button', { name: /^Filters/ });
const search = (page: Page): Locator =>
  page.getByRole('searchbox', { name: 'Search device models' });

async function expectFocusInView(page: Page) {
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.closest('.pl-catalogue') !== null)).toBe(
    true,
  );
}

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
    await expectFocusNotOnBody(page);
  }
  await expect(target).toBeFocused();
}

async function expectFocusNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

for (const theme of ['light', 'dark']) {
  test(`supported manufacturers are grouped by name and pass axe (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('supported-devices', { theme });
    await expect(groupTitles(page)).toHaveText(SUPPORTED);
    await expect(modelRows(page, 'Yale')).toHaveCount(3);
    await expect(group(page, 'Kwikset').getByText('BETA').first()).toBeVisible();
    await expect(group(page, 'August').getByText('LIVE').first()).toBeVisible();
    await expect(group(page, 'Schlage').getByText(/Schlage Home app/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`every pill colour and the open filters pass axe (${theme})`, async ({
    page,
    playground,
  }) => {
    await playground.open('supported-devices', { theme });
    await expect(groupTitles(page).first()).toHaveText('August Devices');
    await filtersButton(page).click();
    await page.getByRole('checkbox', { name: 'Supported' }).uncheck();
    await expect(group(page, 'Lockly')).toBeVisible();
    await expect(group(page, 'Lockly').getByText('Inquire').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('loading, then error with Retry (via a fault), which recovers; axe in both themes', async ({
  page,
  playground,
  fakeApi,
}) => {
  await fakeApi.fault({ path: MODELS, status: 500, count: 20 });
  await playground.open('supported-devices');
  await expect(page.getByText('There was an error fetching device models.')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await fakeApi.clearFaults();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await expectFocusInView(page);
});

test('the loading state says so while the models are on their way', async ({
  page,
  playground,
  fakeApi,
}) => {
  await fakeApi.config({ latency_ms: 1500 });
  await playground.open('supported-devices');
  await expect(page.getByText('Loading device models...')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
});

test('an empty catalogue (via a fault) says no models were found; axe in both themes', async ({
  page,
  playground,
  fakeApi,
}) => {
  await fakeApi.fault({ path: MODELS, kind: 'empty' });
  await playground.open('supported-devices');
  await expect(page.getByText('No device models found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear search terms' })).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);
});

test('filters change the results and the count on the Filters button', async ({
  page,
  playground,
}) => {
  await playground.open('supported-devices');
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, none active');
  await filtersButton(page).click();
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
  await expect(manufacturer.locator('option').first()).toHaveText('All');
  await manufacturer.selectOption({ label: 'Yale' });
  await expect(groupTitles(page)).toHaveText(['Yale Devices']);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, 1 active');
  await page.getByRole('checkbox', { name: 'Supported' }).uncheck();
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, 2 active');
  await manufacturer.selectOption({ label: 'All' });
  await expect(group(page, 'Salto')).toBeVisible();
  await expect(group(page, '2N')).toBeVisible();
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, 1 active');
  await page.getByRole('checkbox', { name: 'Supported' }).check();
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, none active');
});

test('the host includes and excludes manufacturers by display name', async ({
  page,
  playground,
}) => {
  await playground.open('supported-devices', { manufacturers: 'Yale,August,Nuki' });
  await expect(groupTitles(page)).toHaveText(['August Devices', 'Nuki Devices', 'Yale Devices']);
  await playground.open('supported-devices', { excludedManufacturers: 'August' });
  await expect(groupTitles(page)).toHaveText(SUPPORTED.filter((t) => t !== 'August Devices'));
});

test('search narrows the results, says when nothing matches, and Clear search terms resets', async ({
  page,
  playground,
}) => {
  await playground.open('supported-devices');
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await search(page).fill('Encode');
  await expect(groupTitles(page)).toHaveText(['Schlage Devices']);
  await expect(modelRows(page, 'Schlage')).toHaveCount(3);
  await search(page).fill('qwertyzzz');
  await expect(page.getByText('No device models matched your search.')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Clear search terms' }).click();
  await expect(search(page)).toHaveValue('');
  await expect(search(page)).toBeFocused();
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
});

test('See all N shows every model of a group and Show less folds it again', async ({
  page,
  playground,
}) => {
  await playground.open('supported-devices');
  const toggle = group(page, 'Yale').locator('.pl-catalogue-group__toggle');
  await expect(modelRows(page, 'Yale')).toHaveCount(3);
  await expect(toggle).toHaveText('See all 6');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(modelRows(page, 'Yale')).toHaveCount(6);
  await expect(toggle).toHaveText('Show less');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(modelRows(page, 'Yale')).toHaveCount(3);
  await expect(toggle).toHaveText('See all 6');
});

test('keyboard only: filters, search, See all and clearing, focus never on the body', async ({
  page,
  playground,
}) => {
  await playground.open('supported-devices');
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await tabTo(page, filtersButton(page));
  await page.keyboard.press('Enter');
  await expect(filtersButton(page)).toHaveAttribute('aria-expanded', 'true');
  const manufacturer = page.getByRole('combobox', { name: 'Manufacturer' });
  await tabTo(page, manufacturer);
  await manufacturer.selectOption({ label: 'Yale' });
  await expect(groupTitles(page)).toHaveText(['Yale Devices']);
  await expect(manufacturer).toBeFocused();
  await page.keyboard.press('Tab');
  const supported = page.getByRole('checkbox', { name: 'Supported' });
  await expect(supported).toBeFocused();
  await page.keyboard.press('Space');
  await expect(supported).not.toBeChecked();
  await expect(filtersButton(page)).toHaveAccessibleName('Filters, 2 active');
  await page.keyboard.press('Space');
  await tabTo(page, group(page, 'Yale').getByRole('button', { name: 'See all 6' }));
  await page.keyboard.press('Enter');
  await expect(modelRows(page, 'Yale')).toHaveCount(6);
  await expect(group(page, 'Yale').getByRole('button', { name: 'Show less' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expectFocusNotOnBody(page);
  await search(page).focus();
  await page.keyboard.type('zzz');
  await expect(page.getByText('No device models matched your search.')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Clear search terms' }));
  await page.keyboard.press('Enter');
  await expect(search(page)).toBeFocused();
  await expect(groupTitles(page)).toHaveText(['Yale Devices']);
});

test('no sideways scroll at 320 px, filters open and a group expanded', async ({
  page,
  playground,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await playground.open('supported-devices');
  // The playground's own shell keeps a 220 px menu column; a phone-sized host gives the view
  // the whole width, so the menu column is folded away here and only the view is measured.
  await page.addStyleTag({
    content:
      '.playground-body { grid-template-columns: 1fr !important; } .playground-nav { display: none; } .playground-main { min-width: 0; } .playground-connection { flex-wrap: wrap; }',
  });
  await expect(groupTitles(page)).toHaveText(SUPPORTED);
  await filtersButton(page).click();
  await group(page, 'Schlage').getByRole('button', { name: 'See all 5' }).click();
  const overflow = await page.evaluate(() => {
    const view = document.querySelector('.pl-catalogue');
    const width = document.documentElement.clientWidth;
    return {
      page: document.documentElement.scrollWidth - width,
      view: view ? view.scrollWidth - view.clientWidth : -1,
      // Anything of the view that sticks out past the screen's right edge.
      outside: [...document.querySelectorAll('.pl-catalogue *')].filter(
        (el) => el.getBoundingClientRect().right > width,
      ).length,
    };
  });
  expect(overflow).toEqual({ page: 0, view: 0, outside: 0 });
});
