import type { Locator, Page } from '@playwright/test';
import type { FakeApiHandle, FaultOptions } from '../support/fake-api-handle.js';
import { expect, test } from '../support/fixtures.js';
import { snackbar } from '../support/snackbar.js';
import { lockWithCodes } from './access-codes-support.js';
import { detailValue, seededDevice } from './devices-support.js';
import { SHORT_TIMEOUT_MS, SLOW_LATENCY_MS, seededSchedule } from './fault-matrix-support.js';

/**
 * The fault matrix for writes (docs/reliability.md): every mutation × the faults that apply to
 * it. Each cell: the spec's message shows, nothing typed is lost, nothing is created twice, the
 * optimistic state rolls back, and doing it again (with the fault cleared) succeeds. One page per
 * mutation, each fault in turn; the page runs with a short client timeout and action-attempt wait
 * (playground parameters) so the slow and never-finishing cases end in seconds, not 30 or 60.
 */

/** Long enough for an action attempt that finishes (the fake's 800 ms), short for one that never does. */
const ACTION_WAIT_MS = 5000;
/** The thermostat's quiet period before a climate change is sent (the spec's 2 s). */
const CLIMATE_QUIET_MS = 2000;
const PAGE_PARAMS = {
  timeout: String(SHORT_TIMEOUT_MS),
  actionAttemptTimeout: String(ACTION_WAIT_MS),
};

interface WriteFault {
  name: string;
  /** Whether the server stored the write although the answer was lost. */
  commits: boolean;
  fault(path: string): FaultOptions;
}

// A dropped POST is resent by Chromium on its own for each reused keep-alive connection, so
// `drop` needs a count that outlasts those resends; the fault is cleared before trying again.
const FAULTS = {
  status: { name: '5xx', commits: false, fault: (path) => ({ path, status: 500, count: 20 }) },
  drop: {
    name: 'dropped connection',
    commits: false,
    fault: (path) => ({ path, kind: 'drop', count: 20 }),
  },
  malformed: {
    name: 'malformed body',
    commits: false,
    fault: (path) => ({ path, kind: 'malformed', count: 20 }),
  },
  slow: {
    name: 'slow past the timeout',
    commits: false,
    fault: (path) => ({ path, kind: 'slow', latency_ms: SLOW_LATENCY_MS, count: 1 }),
  },
  // Chromium resends the POST whose connection dropped; every resend commits and drops too, so
  // the browser finally reports the failure (these writes set a value: a resend changes nothing).
  commitDrop: {
    name: 'commit-then-drop',
    commits: true,
    fault: (path) => ({ path, kind: 'commit_drop', count: 20 }),
  },
  commitTimeout: {
    name: 'commit-then-timeout',
    commits: true,
    fault: (path) => ({ path, kind: 'commit_timeout', count: 1 }),
  },
  actionError: {
    name: 'failed action attempt',
    commits: false,
    fault: (path) => ({ path, kind: 'action_error' }),
  },
  actionNever: {
    name: 'never-finishing action attempt',
    commits: false,
    fault: (path) => ({ path, kind: 'action_never' }),
  },
} satisfies Record<string, WriteFault>;

const REQUEST_FAULTS: WriteFault[] = [
  FAULTS.status,
  FAULTS.drop,
  FAULTS.malformed,
  FAULTS.slow,
  FAULTS.commitDrop,
  FAULTS.commitTimeout,
];
const ACTION_FAULTS: WriteFault[] = [...REQUEST_FAULTS, FAULTS.actionError, FAULTS.actionNever];
const READ_FAULTS: WriteFault[] = [FAULTS.status, FAULTS.drop, FAULTS.malformed, FAULTS.slow];

/** A failure said by a form's alert or by an error snackbar (which speaks through its region). */
const alert = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('alert').filter({ hasText: text }).or(snackbar(page, text));

/**
 * For the never-finishing attempt, once the client waits for it (its first poll, which comes
 * after the wait's deadline is set), jumps the page's clock (installed before the page opened)
 * over that wait; `null` for any other fault, whose waits stay real. The view must still give up
 * and say so, or the step fails.
 */
function skipsActionWait(page: Page, fault: WriteFault): (() => Promise<void>) | null {
  if (fault !== FAULTS.actionNever) return null;
  const polled = page.waitForRequest('**/action_attempts/get**');
  return async () => {
    await polled;
    await page.clock.fastForward(ACTION_WAIT_MS);
  };
}

async function expectFocusNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test.afterEach(async ({ fakeApi }) => {
  await fakeApi.clearFaults();
});

// ─── LockDetails · lock / unlock ────────────────────────────────────────────────────────────────

async function serverLocked(fakeApi: FakeApiHandle, deviceId: string): Promise<boolean> {
  const { device } = await fakeApi.api<{ device: { properties: { locked: boolean } } }>(
    '/devices/get',
    { device_id: deviceId },
  );
  return device.properties.locked;
}

test('LockDetails lock / unlock, each fault: says so, rolls back, and pressing again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  // Action attempts settle at once (the fixture's reset restores the fake's delay): the failed
  // and never-finishing attempts are faults of their own, not of the delay.
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  await page.clock.install();
  const device = await seededDevice(fakeApi, 'Front Door');
  await playground.open('device-details', { deviceId: device.device_id, ...PAGE_PARAMS });
  const lockStatus = detailValue(page, 'Lock status');
  const toggle = lockStatus.getByRole('button', { name: /^(Lock|Unlock)$/ });
  await expect(toggle).toBeVisible();
  for (const fault of ACTION_FAULTS) {
    await test.step(fault.name, async () => {
      const wasLocked = (await toggle.textContent()) === 'Unlock';
      const shown = (locked: boolean) => (locked ? /^Locked/ : /^Unlocked/);
      await fakeApi.fault(fault.fault(wasLocked ? '/locks/unlock_door' : '/locks/lock_door'));
      const skipWait = skipsActionWait(page, fault);
      await toggle.click();
      await skipWait?.();
      await expect(
        alert(page, wasLocked ? 'could not be unlocked' : 'could not be locked'),
      ).toBeVisible();
      // Rolled back to what the server has. After a lost answer the attempt ran anyway: the view
      // re-reads later and shows the state the lock reached, without being asked.
      if (!fault.commits) {
        await expect(lockStatus).toHaveText(shown(wasLocked));
        expect(await serverLocked(fakeApi, device.device_id)).toBe(wasLocked);
      } else {
        await expect.poll(() => serverLocked(fakeApi, device.device_id)).toBe(!wasLocked);
        await expect(lockStatus).toHaveText(shown(!wasLocked));
      }
      await expect(toggle).toBeFocused();
      await fakeApi.clearFaults();
      const before = (await toggle.textContent()) === 'Unlock';
      await toggle.click();
      await expect(lockStatus).toHaveText(shown(!before));
      await expect(toggle).toHaveText(before ? 'Lock' : 'Unlock');
      await expect.poll(() => serverLocked(fakeApi, device.device_id)).toBe(!before);
      await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    });
  }
});

// ─── CreateAccessCodeForm · create ──────────────────────────────────────────────────────────────

async function codesNamed(fakeApi: FakeApiHandle, deviceId: string, name: string) {
  const { access_codes } = await fakeApi.api<{ access_codes: { name: string }[] }>(
    '/access_codes/list',
    { device_id: deviceId },
  );
  return access_codes.filter((code) => code.name === name).length;
}

const CREATE_FAULTS = [FAULTS.malformed, FAULTS.slow, FAULTS.commitTimeout];

test('CreateAccessCodeForm create, each fault: says so, keeps every value, creates one code', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('access-codes', { deviceId: device.device_id, ...PAGE_PARAMS });
  for (const [index, fault] of CREATE_FAULTS.entries()) {
    await test.step(fault.name, async () => {
      const name = `Matrix ${fault.name}`;
      const pin = `7${index}93${index}`;
      const createsBefore = (await fakeApi.requests('/access_codes/create')).length;
      await page.getByRole('button', { name: 'Add access code' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('textbox', { name: 'Code (PIN)' }).fill(pin);
      await fakeApi.fault(fault.fault('/access_codes/create'));
      await page.getByRole('button', { name: 'Save' }).click();
      if (fault.commits) {
        // The form re-reads the codes and finds its own save: done, said so, nothing twice.
        await expect(page.getByText(/the code was found on the lock/)).toBeVisible();
        expect(await codesNamed(fakeApi, device.device_id, name)).toBe(1);
        return;
      }
      await expect(alert(page, 'The code could not be saved. Please try again.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
      await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveValue(pin);
      await expectFocusNotOnBody(page);
      if (fault === FAULTS.slow) {
        // The held call ends only after the client gave up: once the fake has let it go, it
        // has still stored nothing (a late commit would be a duplicate after saving again).
        await expect
          .poll(async () => (await fakeApi.requests('/access_codes/create')).length, {
            timeout: SLOW_LATENCY_MS + 15_000,
          })
          .toBeGreaterThan(createsBefore);
      }
      expect(await codesNamed(fakeApi, device.device_id, name)).toBe(0);
      await fakeApi.clearFaults();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Access code created')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Add new access code' })).toBeHidden();
      expect(await codesNamed(fakeApi, device.device_id, name)).toBe(1);
    });
  }
});

// ─── CreateAccessCodeForm · generate code ───────────────────────────────────────────────────────

const GENERATE_FAILED = 'A code could not be generated. Please try again.';

test('CreateAccessCodeForm generate code, each fault: says so, keeps the name, and generating again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  await playground.open('create-access-code', { deviceId: device.device_id, ...PAGE_PARAMS });
  const name = page.getByRole('textbox', { name: 'Name' });
  const code = page.getByRole('textbox', { name: 'Code (PIN)' });
  const generate = page.getByRole('button', { name: 'Generate code' });
  await name.fill('Generated in the matrix');
  for (const fault of READ_FAULTS) {
    await test.step(fault.name, async () => {
      await code.fill('');
      await fakeApi.fault(fault.fault('/access_codes/generate_code'));
      await generate.click();
      // On the field (its description) and said in the form's assertive region.
      await expect(code).toHaveAccessibleDescription(
        /A code could not be generated\. Please try again\./,
      );
      await expect(
        page.locator('[aria-live="assertive"]', { hasText: GENERATE_FAILED }),
      ).toHaveCount(1);
      await expect(name).toHaveValue('Generated in the matrix');
      await expect(code).toHaveValue('');
      await expectFocusNotOnBody(page);
      await fakeApi.clearFaults();
      await generate.click();
      await expect(code).toHaveValue(/^\d{4,}$/);
      await expect(code).not.toHaveAccessibleDescription(/could not be generated/);
      await expect(page.getByText(GENERATE_FAILED)).toHaveCount(0);
    });
  }
});

// ─── EditAccessCodeForm · update ────────────────────────────────────────────────────────────────

async function codeName(fakeApi: FakeApiHandle, accessCodeId: string): Promise<string> {
  const { access_code } = await fakeApi.api<{ access_code: { name: string } }>(
    '/access_codes/get',
    { access_code_id: accessCodeId },
  );
  return access_code.name;
}

test('EditAccessCodeForm update, each fault: says so, keeps every value, and saving again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await lockWithCodes(fakeApi);
  const { access_code: created } = await fakeApi.api<{
    access_code: { access_code_id: string };
  }>('/access_codes/create', { device_id: device.device_id, name: 'Edited', code: '48157' });
  const id = created.access_code_id;
  const countBefore = (
    await fakeApi.api<{ access_codes: unknown[] }>('/access_codes/list', {
      device_id: device.device_id,
    })
  ).access_codes.length;
  for (const fault of REQUEST_FAULTS) {
    await test.step(fault.name, async () => {
      const before = await codeName(fakeApi, id);
      const next = `Edited · ${fault.name}`;
      await playground.open('edit-access-code', {
        accessCodeId: id,
        deviceId: device.device_id,
        ...PAGE_PARAMS,
      });
      const nameField = page.getByRole('textbox', { name: 'Name' });
      await expect(nameField).toHaveValue(before);
      await nameField.fill(next);
      await fakeApi.fault(fault.fault('/access_codes/update'));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(alert(page, 'The code could not be saved. Please try again.')).toBeVisible();
      await expect(nameField).toHaveValue(next);
      await expect(page.getByRole('textbox', { name: 'Code (PIN)' })).toHaveValue('48157');
      expect(await codeName(fakeApi, id)).toBe(fault.commits ? next : before);
      await fakeApi.clearFaults();
      await page.getByRole('button', { name: 'Save' }).click();
      // Saved: the playground shows the code's details, with the new name.
      await expect(
        page.getByRole('heading', { name: `${next}, Access code`, exact: true }),
      ).toBeVisible();
      await expect(page.getByText(next, { exact: true })).toBeVisible();
      expect(await codeName(fakeApi, id)).toBe(next);
    });
  }
  const { access_codes } = await fakeApi.api<{ access_codes: unknown[] }>('/access_codes/list', {
    device_id: device.device_id,
  });
  expect(access_codes).toHaveLength(countBefore);
});

// ─── AccessCodeDetails · delete ─────────────────────────────────────────────────────────────────

/** Whether the code is on the lock and not deleted: a deleted one stays listed as 'removing'. */
async function codeExists(fakeApi: FakeApiHandle, deviceId: string, id: string) {
  const { access_codes } = await fakeApi.api<{
    access_codes: { access_code_id: string; status: string }[];
  }>('/access_codes/list', { device_id: deviceId });
  return access_codes.some((code) => code.access_code_id === id && code.status !== 'removing');
}

test('AccessCodeDetails delete, each fault: says so, keeps the code, and deleting again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The lock confirms at once: these are the request's faults. A code the lock is still removing
  // is shown in access-codes-table.spec.ts; waiting it out here cost 3 s of polling a fault.
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  const device = await lockWithCodes(fakeApi);
  for (const [index, fault] of REQUEST_FAULTS.entries()) {
    await test.step(fault.name, async () => {
      const { access_code } = await fakeApi.api<{ access_code: { access_code_id: string } }>(
        '/access_codes/create',
        { device_id: device.device_id, name: `Doomed ${index}`, code: `6${index}18${index}` },
      );
      const id = access_code.access_code_id;
      await playground.open('access-code-details', {
        accessCodeId: id,
        deviceId: device.device_id,
        ...PAGE_PARAMS,
      });
      const remove = page.getByRole('button', { name: 'Delete', exact: true });
      await remove.click();
      await fakeApi.fault(fault.fault('/access_codes/delete'));
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await expect(alert(page, 'The code could not be deleted. Please try again.')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByText(`Doomed ${index}`, { exact: true })).toBeVisible();
      await expect(remove).toBeFocused();
      expect(await codeExists(fakeApi, device.device_id, id)).toBe(!fault.commits);
      await fakeApi.clearFaults();
      await remove.click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      // Deleted: the playground goes back to the table, without the code.
      await expect(page.getByRole('heading', { name: /^Access Codes \(\d+\)$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^Doomed ${index}`) })).toHaveCount(
        0,
      );
      expect(await codeExists(fakeApi, device.device_id, id)).toBe(false);
    });
  }
});

test('AccessCodeTable delete, each fault: says so, keeps the row, and deleting again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The lock confirms at once: these are the request's faults. A code the lock is still removing
  // is shown in access-codes-table.spec.ts; waiting it out here cost 3 s of polling a fault.
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  const device = await lockWithCodes(fakeApi);
  for (const [index, fault] of REQUEST_FAULTS.entries()) {
    await test.step(fault.name, async () => {
      const name = `Listed ${index}`;
      const { access_code } = await fakeApi.api<{ access_code: { access_code_id: string } }>(
        '/access_codes/create',
        { device_id: device.device_id, name, code: `5${index}27${index}` },
      );
      const id = access_code.access_code_id;
      await playground.open('access-codes', { deviceId: device.device_id, ...PAGE_PARAMS });
      const row = page.getByRole('button', { name: new RegExp(`^${name},`) });
      const confirm = page
        .getByRole('alertdialog', { name: /Delete this code and data\?/ })
        .getByRole('button', { name: 'Delete', exact: true });
      await expect(row).toBeVisible();
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete code' }).click();
      await fakeApi.fault(fault.fault('/access_codes/delete'));
      await confirm.click();
      await expect(alert(page, 'The code could not be deleted. Please try again.')).toBeVisible();
      // As in the details: the confirmation closes and focus is back on the row's menu button.
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectFocusNotOnBody(page);
      await fakeApi.clearFaults();
      if (fault.commits) {
        // The list is read again after the failure: the code the server deleted goes away.
        expect(await codeExists(fakeApi, device.device_id, id)).toBe(false);
        await expect(row).toHaveCount(0);
        await expectFocusNotOnBody(page);
        return;
      }
      // Trying again is the menu's Delete code again.
      await expect(row).toBeVisible();
      await expect(page.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
      expect(await codeExists(fakeApi, device.device_id, id)).toBe(true);
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Delete code' }).click();
      await confirm.click();
      await expect(page.getByText('Access code deleted')).toBeVisible();
      await expect(row).toHaveCount(0);
      await expectFocusNotOnBody(page);
      expect(await codeExists(fakeApi, device.device_id, id)).toBe(false);
    });
  }
});

// ─── ClimateSettingScheduleDetails · manual override ────────────────────────────────────────────

async function scheduleOverride(fakeApi: FakeApiHandle, id: string): Promise<boolean> {
  const { climate_setting_schedule } = await fakeApi.api<{
    climate_setting_schedule: { manual_override_allowed: boolean };
  }>('/thermostats/climate_setting_schedules/get', { climate_setting_schedule_id: id });
  return climate_setting_schedule.manual_override_allowed;
}

test('ClimateSettingScheduleDetails manual override, each fault: says so, rolls back, and switching again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  const schedule = await seededSchedule(fakeApi);
  const id = schedule.climate_setting_schedule_id;
  await playground.open('climate-schedules', { scheduleId: id, ...PAGE_PARAMS });
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await expect(toggle).toBeVisible();
  for (const fault of REQUEST_FAULTS) {
    await test.step(fault.name, async () => {
      const was = (await toggle.getAttribute('aria-checked')) === 'true';
      await fakeApi.fault(fault.fault('/thermostats/climate_setting_schedules/update'));
      await toggle.click();
      await expect(alert(page, 'Error updating manual override. Please try again.')).toBeVisible();
      if (!fault.commits) {
        await expect(toggle).toHaveAttribute('aria-checked', String(was));
        expect(await scheduleOverride(fakeApi, id)).toBe(was);
      }
      await expect(toggle).toBeFocused();
      await fakeApi.clearFaults();
      const shown = (await toggle.getAttribute('aria-checked')) === 'true';
      await toggle.click();
      await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', String(!shown));
      expect(await scheduleOverride(fakeApi, id)).toBe(!shown);
    });
  }
});

// ─── ThermostatDetails · fan mode, manual override, climate ─────────────────────────────────────

interface ThermostatProperties {
  fan_mode_setting: string;
  current_climate_setting: { heating_set_point_fahrenheit?: number };
  default_climate_setting?: { manual_override_allowed?: boolean };
}

async function thermostat(fakeApi: FakeApiHandle, deviceId: string) {
  const { device } = await fakeApi.api<{ device: { properties: ThermostatProperties } }>(
    '/devices/get',
    { device_id: deviceId },
  );
  return device.properties;
}

const fanRadio = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: 'Fan mode' }).getByRole('radio', { name, exact: true });

test('ThermostatDetails fan mode, each fault: says so, rolls back, and choosing again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  // Action attempts settle at once (the fixture's reset restores the fake's delay): the failed
  // and never-finishing attempts are faults of their own, not of the delay.
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  await page.clock.install();
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id, ...PAGE_PARAMS });
  await expect(fanRadio(page, 'Auto')).toBeChecked();
  for (const fault of ACTION_FAULTS) {
    await test.step(fault.name, async () => {
      const was = (await fanRadio(page, 'Auto').isChecked()) ? 'auto' : 'on';
      const next = was === 'auto' ? 'on' : 'auto';
      const radio = (mode: string) => fanRadio(page, mode === 'auto' ? 'Auto' : 'On');
      await fakeApi.fault(fault.fault('/thermostats/set_fan_mode'));
      const skipWait = skipsActionWait(page, fault);
      await radio(next).click();
      await skipWait?.();
      await expect(alert(page, 'Error updating fan mode. Please try again.')).toBeVisible();
      if (!fault.commits) {
        await expect(radio(was)).toBeChecked();
        expect((await thermostat(fakeApi, device.device_id)).fan_mode_setting).toBe(was);
      } else {
        // The attempt ran although its answer was lost: the view re-reads and shows it unasked.
        await expect
          .poll(async () => (await thermostat(fakeApi, device.device_id)).fan_mode_setting)
          .toBe(next);
        await expect(radio(next)).toBeChecked();
      }
      await expectFocusNotOnBody(page);
      await fakeApi.clearFaults();
      const shown = (await fanRadio(page, 'Auto').isChecked()) ? 'auto' : 'on';
      const target = shown === 'auto' ? 'on' : 'auto';
      await radio(target).click();
      await expect(page.getByText('Successfully updated fan mode!')).toBeVisible();
      await expect(radio(target)).toBeChecked();
      await expect
        .poll(async () => (await thermostat(fakeApi, device.device_id)).fan_mode_setting)
        .toBe(target);
    });
  }
});

test('ThermostatDetails manual override, each fault: says so, rolls back, and switching again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id, ...PAGE_PARAMS });
  const toggle = page.getByRole('switch', { name: 'Allow manual override' });
  await expect(toggle).toBeVisible();
  const serverOverride = async () =>
    (await thermostat(fakeApi, device.device_id)).default_climate_setting?.manual_override_allowed;
  for (const fault of REQUEST_FAULTS) {
    await test.step(fault.name, async () => {
      const was = (await toggle.getAttribute('aria-checked')) === 'true';
      await fakeApi.fault(fault.fault('/thermostats/update'));
      await toggle.click();
      await expect(alert(page, 'Error updating manual override. Please try again.')).toBeVisible();
      if (!fault.commits) {
        await expect(toggle).toHaveAttribute('aria-checked', String(was));
        expect(await serverOverride()).toBe(was);
      }
      await expect(toggle).toBeFocused();
      await fakeApi.clearFaults();
      const shown = (await toggle.getAttribute('aria-checked')) === 'true';
      await toggle.click();
      await expect(page.getByText('Successfully updated manual override!')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', String(!shown));
      expect(await serverOverride()).toBe(!shown);
    });
  }
});

test('ThermostatDetails climate, each fault: says so, restores the saved set points, and saving again works', async ({
  page,
  playground,
  fakeApi,
}) => {
  // Every save waits the view's 2 s of quiet before it is sent: the page's clock jumps over it
  // (its timers are faked, the requests stay real), and the fake settles action attempts at once
  // (the fixture's reset restores its delay). A wait that is not jumped still passes, slower.
  await fakeApi.config({ action_attempt_delay_ms: 0 });
  await page.clock.install();
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id, ...PAGE_PARAMS });
  const heat = page.getByRole('slider', { name: 'Heating set point' });
  const raise = page.getByRole('button', { name: 'Raise heating set point' });
  const saved = page.getByRole('status').filter({ hasText: /^Saved$/ });
  const serverHeat = async () =>
    (await thermostat(fakeApi, device.device_id)).current_climate_setting
      .heating_set_point_fahrenheit;
  await expect(heat).toBeVisible();
  for (const fault of ACTION_FAULTS) {
    await test.step(fault.name, async () => {
      const was = Number(await heat.inputValue());
      await fakeApi.fault(fault.fault('/thermostats/heat_cool'));
      const skipWait = skipsActionWait(page, fault);
      await raise.click();
      await expect(heat).toHaveValue(String(was + 1));
      await page.clock.fastForward(CLIMATE_QUIET_MS);
      await skipWait?.();
      await expect(alert(page, 'Error updating climate setting. Please try again.')).toBeVisible();
      if (!fault.commits) {
        await expect(heat).toHaveValue(String(was));
        expect(await serverHeat()).toBe(was);
      } else {
        // The attempt ran although its answer was lost: the view re-reads and shows it unasked.
        await expect.poll(serverHeat).toBe(was + 1);
        await expect(heat).toHaveValue(String(was + 1));
      }
      await expectFocusNotOnBody(page);
      await fakeApi.clearFaults();
      const shown = Number(await heat.inputValue());
      await raise.click();
      await page.clock.fastForward(CLIMATE_QUIET_MS);
      await expect(saved).toBeVisible();
      await expect(heat).toHaveValue(String(shown + 1));
      await expect.poll(serverHeat).toBe(shown + 1);
    });
  }
});

const modeRadio = (page: Page, name: string): Locator =>
  page
    .getByRole('radiogroup', { name: 'Mode', exact: true })
    .getByRole('radio', { name, exact: true });

test('ThermostatDetails climate, the heat, cool and off paths: a 5xx says so and restores the saved mode', async ({
  page,
  playground,
  fakeApi,
}) => {
  // The page's clock jumps over Heat's and Cool's quiet period, as in the matrix above.
  await page.clock.install();
  const device = await seededDevice(fakeApi, 'Living Room Thermostat');
  await playground.open('thermostat', { deviceId: device.device_id, ...PAGE_PARAMS });
  const serverMode = async () =>
    (
      (await thermostat(fakeApi, device.device_id)).current_climate_setting as {
        hvac_mode_setting?: string;
      }
    ).hvac_mode_setting;
  await expect(modeRadio(page, 'Heat & Cool')).toBeChecked();
  for (const [mode, path] of [
    ['Heat', '/thermostats/heat'],
    ['Cool', '/thermostats/cool'],
    ['Off', '/thermostats/off'],
  ] as const) {
    await test.step(`${mode} (${path})`, async () => {
      await fakeApi.fault(FAULTS.status.fault(path));
      await modeRadio(page, mode).click();
      // Heat and Cool wait the 2 s of quiet, so the choice shows first; Off is sent at once and
      // may fail before a check could see it.
      if (mode !== 'Off') {
        await expect(modeRadio(page, mode)).toBeChecked();
        await page.clock.fastForward(CLIMATE_QUIET_MS);
      }
      const failed = alert(page, 'Error updating climate setting. Please try again.');
      await expect(failed).toBeVisible();
      await expect(modeRadio(page, 'Heat & Cool')).toBeChecked();
      expect(await serverMode()).toBe('heat_cool');
      await expectFocusNotOnBody(page);
      await fakeApi.clearFaults();
      // The message goes with its close button, so the next step waits for its own.
      await failed.getByRole('button', { name: 'Close' }).click();
      await expect(failed).toBeHidden();
    });
  }
});
