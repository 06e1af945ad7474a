import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { lockWithCodes } from './access-codes-support.js';
import { detailValue, seededDevice } from './devices-support.js';

/** Marks an element, so the spec can tell later that it is the very same one, not a new one. */
async function mark(region: Locator, name: string) {
  await region.evaluate((element, value) => {
    (element as HTMLElement).dataset.e2eMark = value;
  }, name);
}

/** The message sits in the marked region, and its text is in the page once. */
async function expectSaidIn(page: Page, mark: string, message: string) {
  const region = page.locator(`[data-e2e-mark="${mark}"]`);
  await expect(region).toHaveCount(1);
  await expect(region.locator('.pl-snackbar')).toContainText(message);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

/** What makes an element a live region: `aria-live` itself or a role that implies it. */
const LIVE_REGION =
  '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="marquee"], [role="timer"]';

/**
 * Exactly one live region speaks the message (the snackbar region, with this politeness), and no
 * live region anywhere in the page sits inside another one, where it might be announced twice.
 */
async function expectOneLiveRegion(
  page: Page,
  message: string,
  politeness: 'polite' | 'assertive',
) {
  const found = await page.evaluate(
    ({ selector, text }) => {
      const around = (element: Element) => {
        const regions: Element[] = [];
        let region = element.closest(selector);
        while (region) {
          regions.push(region);
          region = region.parentElement?.closest(selector) ?? null;
        }
        return regions;
      };
      const snackbar = [...document.querySelectorAll('.pl-snackbar')].find((element) =>
        element.textContent?.includes(text),
      );
      const speaking = snackbar ? around(snackbar) : [];
      return {
        speaking: speaking.map((region) => ({
          live: region.getAttribute('aria-live'),
          role: region.getAttribute('role'),
          inSnackbarRegion: region.parentElement?.classList.contains('pl-snackbar-region') ?? false,
        })),
        nested: [...document.querySelectorAll(selector)]
          .filter((region) => around(region).length > 1)
          .map((region) => region.outerHTML.slice(0, 160)),
      };
    },
    { selector: LIVE_REGION, text: message },
  );
  expect(found.speaking).toEqual([{ live: politeness, role: null, inSnackbarRegion: true }]);
  expect(found.nested).toEqual([]);
}

test('a success snackbar is inserted into a polite region that was in the page first', async ({
  page,
  playground,
  fakeApi,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id });
  await expect(page.locator('.pl-ac-row-name').first()).toBeVisible();
  // The table's own region (the list's load failure has another, inside the list).
  const region = page.locator('.pl-access-codes > .pl-snackbar-region > [aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await expect(region).toBeAttached();
  await expect(region).toHaveText('');
  await mark(region, 'copy');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Copy code' }).click();
  await expectSaidIn(page, 'copy', 'Code copied');
  await expectOneLiveRegion(page, 'Code copied', 'polite');
  await expectNoAxeViolations(page);
});

test('an error snackbar is inserted into an assertive region that was in the page first', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Front Door');
  await fakeApi.fault({ path: '/locks/unlock_door', kind: 'action_error' });
  await playground.open('device-details', { deviceId: device.device_id });
  const lockStatus = detailValue(page, 'Lock status');
  const region = lockStatus.locator('.pl-snackbar-region [aria-live="assertive"]');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText('');
  await mark(region, 'unlock');
  await lockStatus.getByRole('button', { name: 'Unlock' }).click();
  await expectSaidIn(page, 'unlock', 'The lock could not be unlocked. Please try again.');
  // The region says it assertively; the snackbar inside is plain, not an alert of its own.
  await expect(page.locator('[data-e2e-mark="unlock"] .pl-snackbar')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectOneLiveRegion(page, 'The lock could not be unlocked. Please try again.', 'assertive');
  await expectNoAxeViolations(page);
});
