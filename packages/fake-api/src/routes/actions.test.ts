import { describe, expect, it } from 'vitest';
import { deviceNamed, settle, useFakeApi } from '../test-utils/client.js';

const { http } = useFakeApi();

describe('lock actions', () => {
  it('returns a pending attempt that succeeds and flips locked', async () => {
    const door = await deviceNamed(http, 'Front Door');
    const wanted = door.properties.locked ? '/locks/unlock_door' : '/locks/lock_door';
    const reply = await http.post(wanted, { device_id: door.device_id });
    expect(reply.body.action_attempt).toMatchObject({
      status: 'pending',
      result: null,
      error: null,
      action_type: door.properties.locked ? 'UNLOCK_DOOR' : 'LOCK_DOOR',
    });
    const done = await settle(http, reply.body.action_attempt.action_attempt_id);
    expect(done.body.action_attempt.status).toBe('success');
    expect(
      (await http.get('/devices/get', `device_id=${door.device_id}`)).body.device.properties.locked,
    ).toBe(!door.properties.locked);
  });

  it('completes at once with sync: true', async () => {
    const door = await deviceNamed(http, 'Back Door');
    const reply = await http.post('/locks/lock_door', { device_id: door.device_id, sync: true });
    expect(reply.body.action_attempt.status).toBe('success');
  });

  it('ends in error for offline devices and disconnected accounts', async () => {
    for (const [name, type] of [
      ['Storage Room', 'device_offline'],
      ['Garage', 'account_disconnected'],
    ]) {
      const device = await deviceNamed(http, name as string);
      const reply = await http.post('/locks/unlock_door', { device_id: device.device_id });
      const done = await settle(http, reply.body.action_attempt.action_attempt_id);
      expect(done.body.action_attempt).toMatchObject({ status: 'error', error: { type } });
    }
  });

  it('refuses devices without the lock capability and unknown attempts', async () => {
    const intercom = await deviceNamed(http, 'Lobby Intercom');
    expect((await http.post('/locks/lock_door', { device_id: intercom.device_id })).status).toBe(
      400,
    );
    const missing = await http.get(
      '/action_attempts/get',
      'action_attempt_id=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.body.error.type).toBe('action_attempt_not_found');
  });
});

describe('thermostat actions', () => {
  it('applies heat_cool, heat, cool, off and fan mode after success', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const steps: [string, Record<string, unknown>, string][] = [
      [
        '/thermostats/heat_cool',
        { heating_set_point_fahrenheit: 65, cooling_set_point_fahrenheit: 78 },
        'SET_HEAT_COOL',
      ],
      ['/thermostats/heat', { heating_set_point_fahrenheit: 70 }, 'SET_HEAT'],
      ['/thermostats/cool', { cooling_set_point_celsius: 24 }, 'SET_COOL'],
      ['/thermostats/off', {}, 'SET_THERMOSTAT_OFF'],
    ];
    for (const [path, body, type] of steps) {
      const reply = await http.post(path, { device_id: living.device_id, ...body });
      expect(reply.body.action_attempt.action_type).toBe(type);
      expect(
        (await settle(http, reply.body.action_attempt.action_attempt_id)).body.action_attempt
          .status,
      ).toBe('success');
    }
    const device = (await http.get('/devices/get', `device_id=${living.device_id}`)).body.device;
    expect(device.properties.current_climate_setting.hvac_mode_setting).toBe('off');
    const fan = await http.post('/thermostats/set_fan_mode', {
      device_id: living.device_id,
      fan_mode_setting: 'on',
    });
    await settle(http, fan.body.action_attempt.action_attempt_id);
    expect(
      (await http.get('/devices/get', `device_id=${living.device_id}`)).body.device.properties
        .fan_mode_setting,
    ).toBe('on');
  });

  it('keeps what the equipment does in step with every climate and fan change', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const run = async (path: string, body: Record<string, unknown> = {}) => {
      await http.post(path, { device_id: living.device_id, sync: true, ...body });
      const { properties } = (await http.get('/devices/get', `device_id=${living.device_id}`)).body
        .device;
      return [properties.is_heating, properties.is_cooling, properties.is_fan_running];
    };
    const temperature = living.properties.temperature_fahrenheit as number;
    expect(await run('/thermostats/set_fan_mode', { fan_mode_setting: 'auto' })).toEqual([
      false,
      false,
      false,
    ]);
    // Heating above the room's temperature: the fan runs with it on auto.
    const above = { heating_set_point_fahrenheit: Math.ceil(temperature) + 5 };
    expect(await run('/thermostats/heat', above)).toEqual([true, false, true]);
    // Off stops the heating, and the fan with it: no 'Fan only' for a thermostat turned off.
    expect(await run('/thermostats/off')).toEqual([false, false, false]);
    // heat_cool heats below its heating set point as heat does.
    const around = { ...above, cooling_set_point_fahrenheit: Math.ceil(temperature) + 10 };
    expect(await run('/thermostats/heat_cool', around)).toEqual([true, false, true]);
    expect(await run('/thermostats/off')).toEqual([false, false, false]);
    expect(await run('/thermostats/set_fan_mode', { fan_mode_setting: 'on' })).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('converts Celsius and enforces the heat/cool delta and supported modes', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const tight = await http.post('/thermostats/heat_cool', {
      device_id: living.device_id,
      heating_set_point_fahrenheit: 70,
      cooling_set_point_fahrenheit: 72,
    });
    expect(tight.status).toBe(400);
    expect(tight.body.error.validation_errors.cooling_set_point_fahrenheit._errors[0]).toMatch(
      /5 °F/,
    );
    const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
    expect(
      (
        await http.post('/thermostats/cool', {
          device_id: bedroom.device_id,
          cooling_set_point_fahrenheit: 72,
        })
      ).status,
    ).toBe(400);
    const heat = await http.post('/thermostats/heat', {
      device_id: bedroom.device_id,
      heating_set_point_celsius: 20,
      sync: true,
    });
    expect(heat.body.action_attempt.status).toBe('success');
    const device = (await http.get('/devices/get', `device_id=${bedroom.device_id}`)).body.device;
    expect(device.properties.current_climate_setting.heating_set_point_fahrenheit).toBe(68);
  });

  it('updates the default climate setting', async () => {
    const basement = await deviceNamed(http, 'Basement Thermostat');
    expect(basement.properties.default_climate_setting).toBeUndefined();
    const reply = await http.post('/thermostats/update', {
      device_id: basement.device_id,
      default_climate_setting: { manual_override_allowed: false },
    });
    expect(reply.body).toEqual({ ok: true });
    const device = (await http.get('/devices/get', `device_id=${basement.device_id}`)).body.device;
    expect(device.properties.default_climate_setting.manual_override_allowed).toBe(false);
  });
});

describe('default climate checks', () => {
  it('refuses default set points outside the device range or delta, with or without a mode', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const before = living.properties.default_climate_setting;
    const bad = [
      { heating_set_point_fahrenheit: 200 },
      { cooling_set_point_celsius: 0 },
      // The stored default cools at 76 °F: heating at 74 °F leaves less than the 5 °F delta.
      { hvac_mode_setting: 'heat_cool', heating_set_point_fahrenheit: 74 },
    ];
    for (const default_climate_setting of bad) {
      const reply = await http.post('/thermostats/update', {
        device_id: living.device_id,
        default_climate_setting,
      });
      expect(reply.status, JSON.stringify(default_climate_setting)).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
    }
    const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
    const cool = await http.post('/thermostats/update', {
      device_id: bedroom.device_id,
      default_climate_setting: { hvac_mode_setting: 'cool' },
    });
    expect(cool.status).toBe(400);
    const after = (await http.get('/devices/get', `device_id=${living.device_id}`)).body.device;
    expect(after.properties.default_climate_setting).toEqual(before);
    const ok = await http.post('/thermostats/update', {
      device_id: living.device_id,
      default_climate_setting: { heating_set_point_fahrenheit: 65 },
    });
    expect(ok.body).toEqual({ ok: true });
  });
});

describe('climate setting schedules', () => {
  it('lists past, current and future schedules and toggles manual override', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const schedules = (
      await http.get('/thermostats/climate_setting_schedules/list', `device_id=${living.device_id}`)
    ).body.climate_setting_schedules;
    const now = Date.now();
    const phases = schedules.map((s: { schedule_starts_at: string; schedule_ends_at: string }) =>
      Date.parse(s.schedule_ends_at) < now
        ? 'past'
        : Date.parse(s.schedule_starts_at) > now
          ? 'future'
          : 'current',
    );
    expect(new Set(phases)).toEqual(new Set(['past', 'current', 'future']));
    const current = schedules[phases.indexOf('current')];
    const updated = await http.post('/thermostats/climate_setting_schedules/update', {
      climate_setting_schedule_id: current.climate_setting_schedule_id,
      manual_override_allowed: !current.manual_override_allowed,
    });
    expect(updated.body.climate_setting_schedule.manual_override_allowed).toBe(
      !current.manual_override_allowed,
    );
    const device = (await http.get('/devices/get', `device_id=${living.device_id}`)).body.device;
    expect(device.properties.active_climate_setting_schedule.manual_override_allowed).toBe(
      !current.manual_override_allowed,
    );
  });

  it('creates, gets and deletes a schedule, validating its window', async () => {
    const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
    const bad = await http.post('/thermostats/climate_setting_schedules/create', {
      device_id: bedroom.device_id,
      schedule_starts_at: '2030-01-02T00:00:00Z',
      schedule_ends_at: '2030-01-01T00:00:00Z',
    });
    expect(bad.status).toBe(400);
    const created = await http.post('/thermostats/climate_setting_schedules/create', {
      device_id: bedroom.device_id,
      name: 'Ski Trip',
      schedule_starts_at: '2030-01-01T00:00:00Z',
      schedule_ends_at: '2030-01-08T00:00:00Z',
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 60,
    });
    const id = created.body.climate_setting_schedule.climate_setting_schedule_id;
    expect(
      (
        await http.get(
          '/thermostats/climate_setting_schedules/get',
          `climate_setting_schedule_id=${id}`,
        )
      ).body.climate_setting_schedule.name,
    ).toBe('Ski Trip');
    expect(
      (
        await http.post('/thermostats/climate_setting_schedules/delete', {
          climate_setting_schedule_id: id,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await http.get(
          '/thermostats/climate_setting_schedules/get',
          `climate_setting_schedule_id=${id}`,
        )
      ).body.error.type,
    ).toBe('climate_setting_schedule_not_found');
  });

  it('checks schedule modes and set points against the thermostat, Celsius included', async () => {
    const bedroom = await deviceNamed(http, 'Bedroom Thermostat');
    const base = '/thermostats/climate_setting_schedules';
    const window = {
      schedule_starts_at: '2031-01-01T00:00:00Z',
      schedule_ends_at: '2031-01-02T00:00:00Z',
    };
    const cooling = await http.post(`${base}/create`, {
      device_id: bedroom.device_id,
      ...window,
      hvac_mode_setting: 'cool',
      cooling_set_point_fahrenheit: 72,
    });
    expect(cooling.status).toBe(400);
    expect(cooling.body.error.validation_errors.hvac_mode_setting._errors[0]).toMatch(/cool/);
    const tooHot = await http.post(`${base}/create`, {
      device_id: bedroom.device_id,
      ...window,
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 120,
    });
    expect(tooHot.body.error.validation_errors.heating_set_point_fahrenheit._errors[0]).toMatch(
      /between/,
    );
    const created = await http.post(`${base}/create`, {
      device_id: bedroom.device_id,
      ...window,
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 60,
    });
    const id = created.body.climate_setting_schedule.climate_setting_schedule_id;
    const updated = await http.post(`${base}/update`, {
      climate_setting_schedule_id: id,
      heating_set_point_celsius: 20,
    });
    expect(updated.body.climate_setting_schedule).toMatchObject({
      heating_set_point_fahrenheit: 68,
      heating_set_point_celsius: 20,
    });
    const refused = await http.post(`${base}/update`, {
      climate_setting_schedule_id: id,
      hvac_mode_setting: 'heat_cool',
    });
    expect(refused.status).toBe(400);
    expect(
      (await http.get(`${base}/get`, `climate_setting_schedule_id=${id}`)).body
        .climate_setting_schedule.hvac_mode_setting,
    ).toBe('heat');
  });

  it('range-checks the set points a schedule write names even without a mode', async () => {
    const living = await deviceNamed(http, 'Living Room Thermostat');
    const base = '/thermostats/climate_setting_schedules';
    const window = {
      schedule_starts_at: '2032-01-01T00:00:00Z',
      schedule_ends_at: '2032-01-02T00:00:00Z',
    };
    const before = (await http.get(`${base}/list`, `device_id=${living.device_id}`)).body
      .climate_setting_schedules.length;
    for (const setPoint of [
      { heating_set_point_fahrenheit: 500 },
      { cooling_set_point_celsius: 0 },
    ]) {
      const reply = await http.post(`${base}/create`, {
        device_id: living.device_id,
        ...window,
        ...setPoint,
      });
      expect(reply.status, JSON.stringify(setPoint)).toBe(400);
      expect(reply.body.error.type).toBe('invalid_input');
    }
    const hot = await http.post(`${base}/create`, {
      device_id: living.device_id,
      ...window,
      heating_set_point_fahrenheit: 500,
    });
    expect(hot.body.error.validation_errors.heating_set_point_fahrenheit._errors[0]).toMatch(
      /^Set point must be between \d+ and \d+ °F$/,
    );
    expect(
      (await http.get(`${base}/list`, `device_id=${living.device_id}`)).body
        .climate_setting_schedules,
    ).toHaveLength(before);
    const created = await http.post(`${base}/create`, {
      device_id: living.device_id,
      ...window,
      heating_set_point_fahrenheit: 66,
    });
    expect(created.status).toBe(200);
    const id = created.body.climate_setting_schedule.climate_setting_schedule_id;
    const refused = await http.post(`${base}/update`, {
      climate_setting_schedule_id: id,
      heating_set_point_fahrenheit: 500,
    });
    expect(refused.status).toBe(400);
    expect(
      (await http.get(`${base}/get`, `climate_setting_schedule_id=${id}`)).body
        .climate_setting_schedule.heating_set_point_fahrenheit,
    ).toBe(66);
    // With a mode stored, a named set point is measured against it: heat_cool's delta.
    const both = await http.post(`${base}/update`, {
      climate_setting_schedule_id: id,
      hvac_mode_setting: 'heat_cool',
      cooling_set_point_fahrenheit: 76,
    });
    expect(both.status).toBe(200);
    const tooClose = await http.post(`${base}/update`, {
      climate_setting_schedule_id: id,
      heating_set_point_fahrenheit: 74,
    });
    expect(tooClose.status).toBe(400);
    expect(tooClose.body.error.validation_errors.cooling_set_point_fahrenheit._errors[0]).toMatch(
      /at least/,
    );
  });
});
