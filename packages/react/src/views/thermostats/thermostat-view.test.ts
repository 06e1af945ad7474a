import { describe, expect, it } from 'vitest';
import { toThermostatView } from './thermostat-view.js';

describe('toThermostatView', () => {
  it('reads a well-formed thermostat', () => {
    const view = toThermostatView({
      device_id: 't1',
      device_type: 'nest_thermostat',
      connected_account_id: 'a1',
      properties: {
        name: 'Living Room',
        online: true,
        model: { manufacturer_display_name: 'Google Nest' },
        temperature_fahrenheit: 71.4,
        temperature_celsius: 21.9,
        relative_humidity: 0.42,
        is_heating_available: true,
        is_cooling_available: true,
        is_heating: false,
        is_cooling: true,
        is_fan_running: true,
        fan_mode_setting: 'auto',
        available_hvac_mode_settings: ['off', 'heat', 'cool', 'heat_cool'],
        current_climate_setting: {
          hvac_mode_setting: 'heat_cool',
          heating_set_point_fahrenheit: 68,
          heating_set_point_celsius: 20,
          cooling_set_point_fahrenheit: 75,
          cooling_set_point_celsius: 23.9,
        },
        default_climate_setting: { hvac_mode_setting: 'heat', manual_override_allowed: false },
        min_heating_cooling_delta_fahrenheit: 5,
      },
    });
    expect(view).toMatchObject({
      deviceId: 't1',
      deviceType: 'nest_thermostat',
      name: 'Living Room',
      online: true,
      connectedAccountId: 'a1',
      manufacturerName: 'Google Nest',
      temperature: { fahrenheit: 71.4, celsius: 21.9 },
      humidity: 0.42,
      isCooling: true,
      fanMode: 'auto',
      listedModes: ['heat', 'cool', 'heat_cool', 'off'],
      current: {
        mode: 'heat_cool',
        heating: { fahrenheit: 68, celsius: 20 },
        cooling: { fahrenheit: 75, celsius: 23.9 },
      },
      defaultClimate: { mode: 'heat', heating: null, cooling: null },
      manualOverrideAllowed: false,
    });
    expect(view.limits.delta).toEqual({ fahrenheit: 5, celsius: 25 / 9 });
  });

  it('never throws, whatever the shape', () => {
    for (const input of [null, undefined, 42, 'x', [], { properties: [] }, { properties: null }]) {
      const view = toThermostatView(input);
      expect(view.deviceId).toBe('');
      expect(view.temperature).toBeNull();
      expect(view.current).toBeNull();
      expect(view.fanMode).toBeNull();
    }
  });

  it('derives Fahrenheit from a thermostat that reports only Celsius', () => {
    const view = toThermostatView({
      properties: {
        temperature_celsius: 21.5,
        current_climate_setting: { hvac_mode_setting: 'heat', heating_set_point_celsius: 20 },
        min_heating_cooling_delta_celsius: 2,
      },
    });
    expect(view.temperature).toEqual({ fahrenheit: 70.7, celsius: 21.5 });
    expect(view.current?.heating).toEqual({ fahrenheit: 68, celsius: 20 });
    expect(view.limits.delta).toEqual({ fahrenheit: 3.6, celsius: 2 });
  });

  it('treats missing temperature, humidity and climate as absent', () => {
    const view = toThermostatView({ properties: { name: 'Bare' } });
    expect(view.temperature).toBeNull();
    expect(view.humidity).toBeNull();
    expect(view.current).toBeNull();
    expect(view.defaultClimate).toBeNull();
  });

  it('treats a default climate with no known mode and no set point as absent, keeping its flag', () => {
    for (const setting of [
      { manual_override_allowed: false },
      { hvac_mode_setting: 'eco', manual_override_allowed: false },
    ]) {
      const view = toThermostatView({ properties: { default_climate_setting: setting } });
      expect(view.defaultClimate).toBeNull();
      expect(view.manualOverrideAllowed).toBe(false);
    }
    // A set point alone is still a climate (its unknown mode shows '--', not 'None').
    expect(
      toThermostatView({
        properties: { default_climate_setting: { heating_set_point_fahrenheit: 68 } },
      }).defaultClimate,
    ).toEqual({ mode: null, heating: { fahrenheit: 68, celsius: 20 }, cooling: null });
  });

  it('defaults manual override to allowed when unset', () => {
    expect(toThermostatView({ properties: {} }).manualOverrideAllowed).toBe(true);
    expect(
      toThermostatView({ properties: { default_climate_setting: {} } }).manualOverrideAllowed,
    ).toBe(true);
  });

  it('drops unknown modes, fan modes and absurd readings, and clamps humidity', () => {
    const view = toThermostatView({
      properties: {
        temperature_fahrenheit: Number.POSITIVE_INFINITY,
        relative_humidity: 1.7,
        fan_mode_setting: 'circulate',
        current_climate_setting: { hvac_mode_setting: 'eco', heating_set_point_fahrenheit: 'hot' },
        available_hvac_mode_settings: ['eco', 'heat'],
        min_heating_cooling_delta_fahrenheit: -3,
      },
    });
    expect(view.temperature).toBeNull();
    expect(view.humidity).toBe(1);
    expect(view.fanMode).toBeNull();
    expect(view.current).toEqual({ mode: null, heating: null, cooling: null });
    expect(view.listedModes).toEqual(['heat']);
    expect(view.limits.delta).toBeNull();
  });

  it("reads the thermostat's errors and warnings with their codes and flags, in order", () => {
    const view = toThermostatView({
      errors: [
        {
          error_code: 'account_disconnected',
          message: 'Account Disconnected',
          is_connected_account_error: true,
        },
        { error_code: 'device_offline', message: 'Device is offline', is_device_error: true },
      ],
      warnings: [{ warning_code: 'provider_degraded', message: 'Provider is slow' }],
      properties: { online: false },
    });
    expect(view.errors).toEqual([
      {
        error_code: 'account_disconnected',
        message: 'Account Disconnected',
        is_connected_account_error: true,
      },
      { error_code: 'device_offline', message: 'Device is offline', is_device_error: true },
    ]);
    expect(view.warnings).toEqual([
      { warning_code: 'provider_degraded', message: 'Provider is slow' },
    ]);
  });

  it('reads no issues from a thermostat whose errors or warnings are not lists', () => {
    for (const junk of [undefined, null, 'Device is offline', 42, { message: 'x' }]) {
      const view = toThermostatView({ errors: junk, warnings: junk, properties: {} });
      expect(view.errors).toEqual([]);
      expect(view.warnings).toEqual([]);
    }
    expect(toThermostatView(null).errors).toEqual([]);
  });

  it('skips null items and items that are not objects', () => {
    const view = toThermostatView({
      errors: [null, 'Device is offline', 7, ['nested'], { message: 42 }],
      warnings: [undefined, { message: '   ' }, { message: 'Kept' }],
    });
    expect(view.errors).toEqual([]);
    expect(view.warnings).toEqual([{ message: 'Kept' }]);
  });

  it('lets the code stand in for a missing message, as the device views do', () => {
    const view = toThermostatView({
      errors: [{ error_code: 'account_disconnected' }, { error_code: 'x', message: 42 }],
      warnings: [{ warning_code: 'w', message: null }],
    });
    expect(view.errors.map((error) => error.message)).toEqual(['account_disconnected', 'x']);
    expect(view.warnings).toEqual([{ warning_code: 'w', message: 'w' }]);
  });
});
