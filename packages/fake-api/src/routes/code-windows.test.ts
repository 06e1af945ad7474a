import { describe, expect, it } from 'vitest';
import { deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

// Its own server on an injected clock, moved forward by the tests: no test waits for a window.
const HOUR = 3_600_000;
let clock = Date.now();
const { api, http } = useFakeApi({ now: () => clock });
const advance = (ms: number) => {
  clock += ms;
};
const iso = (ms: number) => new Date(ms).toISOString();

const post = (path: string, body: Record<string, unknown>) =>
  fetch(`${api().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const setOnline = (device_id: string, online: boolean) =>
  post('/_fake/devices/connectivity', { device_id, online });
const fault = (body: Record<string, unknown>) => post('/_fake/faults', body);

const get = async (id: string) =>
  (await http.get('/access_codes/get', `access_code_id=${id}`)).body.access_code;
const listed = async (deviceId: string, id: string) =>
  (
    (await http.get('/access_codes/list', `device_id=${deviceId}`)).body.access_codes as {
      access_code_id: string;
      status: string;
    }[]
  ).find((c) => c.access_code_id === id);
const events = async (id: string) =>
  (
    (await http.post('/events/list', { since: '1970-01-01T00:00:00Z', access_code_id: id })).body
      .events as { event_type: string; occurred_at: string }[]
  )
    .filter((e) => e.event_type !== 'access_code.created' && e.event_type !== 'access_code.deleted')
    .map((e) => `${e.event_type}@${e.occurred_at}`)
    .sort();
const warningCodes = (code: { warnings: { warning_code: string }[] }) =>
  code.warnings.map((w) => w.warning_code);

/** A time-bound code on `lock`, settled (`sync`), with its window `from`..`to` ms from the clock. */
async function timeBound(lock: string, name: string, pin: string, from: number, to: number) {
  const device = await deviceNamed(http, lock);
  const starts = clock + from;
  const ends = clock + to;
  const created = await http.post('/access_codes/create', {
    device_id: device.device_id,
    name,
    code: pin,
    starts_at: iso(starts),
    ends_at: iso(ends),
    sync: true,
  });
  expect(created.status).toBe(200);
  return {
    id: created.body.access_code.access_code_id as string,
    deviceId: device.device_id as string,
    starts,
    ends,
  };
}

describe('time-bound codes as the clock passes their window', () => {
  it("goes 'set' in list and get once its window opens, and 'unset' once it ends, recording each", async () => {
    const code = await timeBound('Front Door', 'Weekend guest', '7301', HOUR, 3 * HOUR);
    expect((await get(code.id)).status).toBe('unset');
    // Window opened an hour ago (from the code's point of view: the clock passed starts_at).
    advance(2 * HOUR);
    expect((await listed(code.deviceId, code.id))?.status).toBe('set');
    expect((await get(code.id)).status).toBe('set');
    // Dated when the window opened; none when the code was made, as it was not on the lock yet.
    expect(await events(code.id)).toEqual([`access_code.set_on_device@${iso(code.starts)}`]);
    advance(2 * HOUR);
    expect((await get(code.id)).status).toBe('unset');
    expect((await listed(code.deviceId, code.id))?.status).toBe('unset');
    expect(await events(code.id)).toContain(`access_code.removed_from_device@${iso(code.ends)}`);
  });

  it('records the window opening and ending on /events/list even when no code was read between', async () => {
    const code = await timeBound('Front Door', 'Short visit', '7302', HOUR, 2 * HOUR);
    advance(3 * HOUR);
    expect(await events(code.id)).toEqual([
      `access_code.removed_from_device@${iso(code.ends)}`,
      `access_code.set_on_device@${iso(code.starts)}`,
    ]);
    expect((await get(code.id)).status).toBe('unset');
  });

  it("leaves a code being set or removed in flight: 'setting' and 'removing' hold past the window", async () => {
    const settled = await timeBound('Front Door', 'Settled', '7303', HOUR, 2 * HOUR);
    const removing = await timeBound('Front Door', 'Being removed', '7304', -HOUR, HOUR);
    expect((await get(removing.id)).status).toBe('set');
    await fault({ path: '/access_codes/delete', kind: 'action_never' });
    await http.post('/access_codes/delete', { access_code_id: removing.id });
    await fault({ path: '/access_codes/create', kind: 'action_never' });
    const door = await deviceNamed(http, 'Front Door');
    const pending = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'Being set',
      code: '7305',
      starts_at: iso(clock + HOUR),
      ends_at: iso(clock + 3 * HOUR),
    });
    const settingId = pending.body.access_code.access_code_id as string;
    expect((await get(settingId)).status).toBe('setting');
    advance(1.5 * HOUR);
    expect((await get(settled.id)).status).toBe('set');
    expect((await get(settingId)).status).toBe('setting');
    expect((await get(removing.id)).status).toBe('removing');
    expect(await events(settingId)).toEqual([]);
  });

  it("keeps a code whose window opens on an offline lock 'setting' with the delay warning until it is back", async () => {
    const code = await timeBound('Storage Room', 'Cleaner', '7306', HOUR, 4 * HOUR);
    expect((await get(code.id)).status).toBe('unset');
    advance(2 * HOUR);
    const waiting = await get(code.id);
    expect(waiting.status).toBe('setting');
    expect(warningCodes(waiting)).toContain('delay_in_setting_on_device');
    expect(await events(code.id)).toEqual([
      `access_code.delay_in_setting_on_device@${iso(code.starts)}`,
    ]);
    // Still offline: still waiting, with one event.
    advance(HOUR);
    expect((await get(code.id)).status).toBe('setting');
    expect(
      (await events(code.id)).filter((e) => e.startsWith('access_code.delay_in_setting')),
    ).toHaveLength(1);
    await setOnline(code.deviceId, true);
    try {
      const back = await get(code.id);
      expect(back.status).toBe('set');
      expect(warningCodes(back)).not.toContain('delay_in_setting_on_device');
      expect(await events(code.id)).toContain(`access_code.set_on_device@${iso(clock)}`);
    } finally {
      await setOnline(code.deviceId, false);
    }
  });

  it("goes back to 'unset' without reaching an offline lock whose window ended while it waited", async () => {
    const code = await timeBound('Storage Room', 'Missed', '7307', HOUR, 2 * HOUR);
    advance(1.5 * HOUR);
    expect((await get(code.id)).status).toBe('setting');
    advance(HOUR);
    const after = await get(code.id);
    expect(after.status).toBe('unset');
    expect(warningCodes(after)).not.toContain('delay_in_setting_on_device');
  });
});

/**
 * Runs `test` on a code set on Storage Room (offline in the seed, brought online to set it) whose
 * window has just ended with the lock offline again; the lock is left offline, as seeded.
 */
async function codeEndedOffline(
  name: string,
  pin: string,
  test: (code: Awaited<ReturnType<typeof timeBound>>) => Promise<void>,
) {
  const room = await deviceNamed(http, 'Storage Room');
  await setOnline(room.device_id, true);
  try {
    const code = await timeBound('Storage Room', name, pin, -HOUR, HOUR);
    expect((await get(code.id)).status).toBe('set');
    await setOnline(code.deviceId, false);
    advance(2 * HOUR);
    await test(code);
  } finally {
    await setOnline(room.device_id, false);
  }
}

/** The code's recorded removals from its lock. */
const removedEvents = async (id: string) =>
  (await events(id)).filter((e) => e.startsWith('access_code.removed_from_device'));

/** Moves a code's window to start in 2 hours and end in 3, settled (`sync`). */
const moveLater = (id: string) =>
  http.post('/access_codes/update', {
    access_code_id: id,
    starts_at: iso(clock + 2 * HOUR),
    ends_at: iso(clock + 3 * HOUR),
    sync: true,
  });

describe('a window that ends while its lock is offline', () => {
  it("goes 'removing' with the delay warning until the lock is back, then 'unset' and removed", () =>
    codeEndedOffline('Checked out', '7308', async (code) => {
      const waiting = await get(code.id);
      expect(waiting.status).toBe('removing');
      expect(warningCodes(waiting)).toContain('delay_in_removing_from_device');
      expect((await listed(code.deviceId, code.id))?.status).toBe('removing');
      const removals = (await events(code.id)).filter((e) => !e.includes('set_on_device'));
      expect(removals).toEqual([`access_code.delay_in_removing_from_device@${iso(code.ends)}`]);
      // Still offline: still waiting, with one delay event and no removal.
      advance(HOUR);
      expect((await get(code.id)).status).toBe('removing');
      expect((await events(code.id)).filter((e) => !e.includes('set_on_device'))).toEqual(removals);
      // Its PIN is on its way off the lock: no longer changed, as a code being deleted.
      const update = await http.post('/access_codes/update', {
        access_code_id: code.id,
        name: 'x',
      });
      expect(update.body.error?.type).toBe('access_code_being_removed');
      await setOnline(code.deviceId, true);
      const back = await get(code.id);
      expect(back.status).toBe('unset');
      expect(warningCodes(back)).not.toContain('delay_in_removing_from_device');
      expect(await events(code.id)).toContain(`access_code.removed_from_device@${iso(clock)}`);
      expect(await removedEvents(code.id)).toHaveLength(1);
    }));

  it('records the delete of a code waiting to come off its lock, which then leaves once the lock is back', () =>
    codeEndedOffline('Deleted while away', '7309', async (code) => {
      expect((await get(code.id)).status).toBe('removing');
      const deleted = await http.post('/access_codes/delete', { access_code_id: code.id });
      expect(deleted.status).toBe(200);
      const all = await http.post('/events/list', {
        since: '1970-01-01T00:00:00Z',
        access_code_id: code.id,
        event_type: 'access_code.deleted',
      });
      expect(all.body.events).toHaveLength(1);
      expect((await get(code.id)).status).toBe('removing');
      await setOnline(code.deviceId, true);
      await settle(http, deleted.body.action_attempt.action_attempt_id);
      expect((await http.get('/access_codes/get', `access_code_id=${code.id}`)).status).toBe(404);
      expect(await removedEvents(code.id)).toHaveLength(1);
    }));

  it('keeps a code waiting to come off its lock when a delete of it fails', () =>
    codeEndedOffline('Failed delete', '7310', async (code) => {
      expect((await get(code.id)).status).toBe('removing');
      await fault({ path: '/access_codes/delete', kind: 'action_error' });
      const deleted = await http.post('/access_codes/delete', { access_code_id: code.id });
      expect(
        (await settle(http, deleted.body.action_attempt.action_attempt_id)).body.action_attempt
          .status,
      ).toBe('error');
      const kept = await get(code.id);
      expect(kept.status).toBe('removing');
      expect(warningCodes(kept)).toContain('delay_in_removing_from_device');
      await setOnline(code.deviceId, true);
      expect((await get(code.id)).status).toBe('unset');
      expect(await events(code.id)).toContain(`access_code.removed_from_device@${iso(clock)}`);
    }));
});

describe("an update that takes a 'set' code's window off the clock", () => {
  it('records access_code.removed_from_device when the window moves into the future', async () => {
    const code = await timeBound('Front Door', 'Moved later', '7311', -HOUR, HOUR);
    expect((await get(code.id)).status).toBe('set');
    const update = await moveLater(code.id);
    expect(update.body.action_attempt.status).toBe('success');
    expect((await get(code.id)).status).toBe('unset');
    expect(await removedEvents(code.id)).toEqual([`access_code.removed_from_device@${iso(clock)}`]);
    // Set again when the new window opens, and no second removal meanwhile.
    advance(2.5 * HOUR);
    expect((await get(code.id)).status).toBe('set');
    expect(await removedEvents(code.id)).toHaveLength(1);
  });

  it('records access_code.removed_from_device when the window is ended in the past', async () => {
    const code = await timeBound('Front Door', 'Cut short', '7312', -HOUR, HOUR);
    const update = await http.post('/access_codes/update', {
      access_code_id: code.id,
      ends_at: iso(clock - 60_000),
      sync: true,
    });
    expect(update.body.action_attempt.status).toBe('success');
    expect((await get(code.id)).status).toBe('unset');
    expect(await removedEvents(code.id)).toEqual([`access_code.removed_from_device@${iso(clock)}`]);
  });

  it('records none for a code that was not on its lock', async () => {
    const code = await timeBound('Front Door', 'Never on', '7313', HOUR, 2 * HOUR);
    await http.post('/access_codes/update', {
      access_code_id: code.id,
      starts_at: iso(clock + 3 * HOUR),
      ends_at: iso(clock + 4 * HOUR),
      sync: true,
    });
    expect((await get(code.id)).status).toBe('unset');
    expect(await removedEvents(code.id)).toEqual([]);
  });

  it('waits for an offline lock to take the code off, with the removal delay, then records it', async () => {
    const room = await deviceNamed(http, 'Storage Room');
    await setOnline(room.device_id, true);
    try {
      const code = await timeBound('Storage Room', 'Moved while away', '7314', -HOUR, HOUR);
      await setOnline(code.deviceId, false);
      const update = await moveLater(code.id);
      expect(update.body.action_attempt.status).toBe('pending');
      // In flight as any write waiting for its lock, but the delay is in taking it off.
      const waiting = await get(code.id);
      expect(waiting.status).toBe('setting');
      expect(warningCodes(waiting)).toContain('delay_in_removing_from_device');
      expect(warningCodes(waiting)).not.toContain('delay_in_setting_on_device');
      // Set on the lock when it was made (its window had opened), then the removal waits.
      expect((await events(code.id)).filter((e) => !e.startsWith('access_code.changed'))).toEqual([
        `access_code.delay_in_removing_from_device@${iso(clock)}`,
        `access_code.set_on_device@${iso(clock)}`,
      ]);
      await setOnline(code.deviceId, true);
      await settle(http, update.body.action_attempt.action_attempt_id);
      const back = await get(code.id);
      expect(back.status).toBe('unset');
      expect(warningCodes(back)).not.toContain('delay_in_removing_from_device');
      expect(await removedEvents(code.id)).toEqual([
        `access_code.removed_from_device@${iso(clock)}`,
      ]);
    } finally {
      await setOnline(room.device_id, false);
    }
  });
});
