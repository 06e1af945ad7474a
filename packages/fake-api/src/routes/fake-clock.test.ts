import { describe, expect, it } from 'vitest';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';

// A clock years away from the wall clock: a time taken from the wall clock cannot match it.
const clock = Date.parse('2031-03-04T05:06:07.000Z');
const { api, http } = useFakeApi({ now: () => clock });
const at = new Date(clock).toISOString();

const admin = (path: string, body: Record<string, unknown>) =>
  fetch(`${api().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('times the fake writes come from its injected clock', () => {
  it("dates an offline device's error", async () => {
    const door = await deviceNamed(http, 'Front Door');
    await admin('/_fake/devices/connectivity', { device_id: door.device_id, online: false });
    try {
      const device = (await http.get('/devices/get', `device_id=${door.device_id}`)).body.device;
      const offline = device.errors.find(
        (e: { error_code: string }) => e.error_code === 'device_offline',
      );
      expect(offline?.created_at).toBe(at);
    } finally {
      await admin('/_fake/devices/connectivity', { device_id: door.device_id, online: true });
    }
  });

  it('dates an unmanaged access code', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const reply = await http.post('/access_codes/simulate/create_unmanaged_access_code', {
      device_id: door.device_id,
      name: 'Found on the lock',
      code: '8642',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.access_code.created_at).toBe(at);
  });

  it('dates a client session, a connect webview and a climate setting schedule', async () => {
    const session = await http.post('/client_sessions/create', { user_identifier_key: 'clock' });
    expect(session.body.client_session.created_at).toBe(at);
    const webview = await http.post('/connect_webviews/create', {});
    expect(webview.body.connect_webview.created_at).toBe(at);
    const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
    const schedule = await http.post('/thermostats/climate_setting_schedules/create', {
      device_id: bedroom.device_id,
      schedule_starts_at: '2031-04-01T00:00:00Z',
      schedule_ends_at: '2031-04-08T00:00:00Z',
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 60,
    });
    expect(schedule.body.climate_setting_schedule.created_at).toBe(at);
  });

  it("judges a client session's expiry by the same clock", async () => {
    // Already past on the fake's clock, years ahead on the wall clock.
    const session = await http.post('/client_sessions/create', {
      user_identifier_key: 'clock-expired',
      expires_at: '2030-01-01T00:00:00Z',
    });
    const token = session.body.client_session.token as string;
    const reply = await fetch(`${api().url}/devices/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.status).toBe(401);
  });

  it('dates the request log', async () => {
    await http.get('/devices/list');
    const requests = (await (await fetch(`${api().url}/_fake/requests`)).json()) as {
      requests: { at: string }[];
    };
    expect(requests.requests.at(-1)?.at).toBe(at);
  });
});
