import { describe, expect, it } from 'vitest';
import {
  currentClimateOf,
  deviceNames,
  toClimateSettingScheduleView,
  toClimateSettingView,
} from './climate-setting-schedule-view.js';

describe('toClimateSettingScheduleView', () => {
  it('reads a well-formed schedule', () => {
    const view = toClimateSettingScheduleView({
      climate_setting_schedule_id: 's1',
      device_id: 'd1',
      name: 'Weekend Guests',
      schedule_starts_at: '2025-06-01T10:00:00.000Z',
      schedule_ends_at: '2025-06-03T10:00:00.000Z',
      created_at: '2025-05-01T00:00:00.000Z',
      manual_override_allowed: false,
      hvac_mode_setting: 'heat_cool',
      heating_set_point_fahrenheit: 68,
      heating_set_point_celsius: 20,
      cooling_set_point_fahrenheit: 74,
      cooling_set_point_celsius: 23.3,
    });
    expect(view).toEqual({
      climateSettingScheduleId: 's1',
      deviceId: 'd1',
      name: 'Weekend Guests',
      startsAt: new Date('2025-06-01T10:00:00.000Z'),
      endsAt: new Date('2025-06-03T10:00:00.000Z'),
      createdAt: new Date('2025-05-01T00:00:00.000Z'),
      manualOverrideAllowed: false,
      climate: {
        mode: 'heat_cool',
        heating: { fahrenheit: 68, celsius: 20 },
        cooling: { fahrenheit: 74, celsius: 23.3 },
      },
    });
  });

  it.each([null, undefined, 42, 'x', [], [1, 2], true])('never throws on %p', (input) => {
    const view = toClimateSettingScheduleView(input);
    expect(view.climateSettingScheduleId).toBe('');
    expect(view.name).toBeNull();
    expect(view.startsAt).toBeNull();
    expect(view.climate).toEqual({ mode: null, heating: null, cooling: null });
  });

  it('turns blank or non-string names, bad dates and unknown modes into fallbacks', () => {
    const view = toClimateSettingScheduleView({
      climate_setting_schedule_id: 's2',
      name: '   ',
      schedule_starts_at: 'not a date',
      schedule_ends_at: 12345,
      created_at: '',
      hvac_mode_setting: 'eco',
      heating_set_point_fahrenheit: 'warm',
      cooling_set_point_fahrenheit: Number.NaN,
    });
    expect(view.name).toBeNull();
    expect(view.deviceId).toBe('');
    expect(view.startsAt).toBeNull();
    expect(view.endsAt).toBeNull();
    expect(view.createdAt).toBeNull();
    expect(view.climate).toEqual({ mode: null, heating: null, cooling: null });
  });

  it('keeps markup in a name as plain text', () => {
    const name = '<img src=x onerror=alert(1)>';
    expect(toClimateSettingScheduleView({ name }).name).toBe(name);
  });

  it('allows manual override unless it is explicitly false (the spec default)', () => {
    expect(toClimateSettingScheduleView({}).manualOverrideAllowed).toBe(true);
    expect(
      toClimateSettingScheduleView({ manual_override_allowed: 'no' }).manualOverrideAllowed,
    ).toBe(true);
    expect(
      toClimateSettingScheduleView({ manual_override_allowed: false }).manualOverrideAllowed,
    ).toBe(false);
  });
});

describe('toClimateSettingView', () => {
  it('derives a missing unit from the other', () => {
    expect(
      toClimateSettingView({
        hvac_mode_setting: 'heat',
        heating_set_point_celsius: 20,
        cooling_set_point_fahrenheit: 77,
      }),
    ).toEqual({
      mode: 'heat',
      heating: { fahrenheit: 68, celsius: 20 },
      cooling: { fahrenheit: 77, celsius: 25 },
    });
  });

  it('converts as the thermostat views do, to one decimal like the provider', () => {
    // The provider reports 70 °F as 21.1 °C: a schedule set in °C alone reads 70 °F, not 69.98.
    expect(
      toClimateSettingView({ heating_set_point_celsius: 21.1, cooling_set_point_fahrenheit: 75 }),
    ).toEqual({
      mode: null,
      heating: { fahrenheit: 70, celsius: 21.1 },
      cooling: { fahrenheit: 75, celsius: 23.9 },
    });
  });

  it('treats set points beyond any thermostat as absent, as the thermostat views do', () => {
    expect(
      toClimateSettingView({
        hvac_mode_setting: 'heat_cool',
        heating_set_point_fahrenheit: 68000,
        heating_set_point_celsius: 20,
        cooling_set_point_fahrenheit: -1e9,
      }),
    ).toEqual({ mode: 'heat_cool', heating: { fahrenheit: 68, celsius: 20 }, cooling: null });
  });
});

describe('deviceNames', () => {
  it('maps ids to names and skips malformed entries', () => {
    const names = deviceNames([
      { device_id: 'd1', properties: { name: 'Living Room' } },
      { device_id: 'd2', properties: null },
      null,
      { properties: { name: 'No id' } },
      { device_id: 'd1', properties: { name: 'Duplicate' } },
    ]);
    expect([...names]).toEqual([
      ['d1', 'Living Room'],
      ['d2', null],
    ]);
    expect(deviceNames('nope').size).toBe(0);
  });
});

describe('currentClimateOf', () => {
  it('reads the current climate setting, and null when the device reports none', () => {
    const current = { hvac_mode_setting: 'heat', heating_set_point_fahrenheit: 68 };
    expect(currentClimateOf({ properties: { current_climate_setting: current } })).toEqual({
      mode: 'heat',
      heating: expect.objectContaining({ fahrenheit: 68 }),
      cooling: null,
    });
    for (const device of [
      { properties: {} },
      { properties: { current_climate_setting: null } },
      null,
      'x',
    ])
      expect(currentClimateOf(device)).toBeNull();
  });
});
