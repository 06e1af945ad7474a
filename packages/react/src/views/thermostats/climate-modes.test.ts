import { describe, expect, it } from 'vitest';
import { defaultMode, initialMode, supportedModes } from './climate-modes.js';
import { toThermostatView } from './thermostat-view.js';

const thermostat = (properties: Record<string, unknown>) =>
  toThermostatView({ device_id: 't1', properties });

describe('supportedModes', () => {
  it('offers heat, cool and heat_cool only with both heating and cooling, and off always', () => {
    expect(
      supportedModes(thermostat({ is_heating_available: true, is_cooling_available: true })),
    ).toEqual(['heat', 'cool', 'heat_cool', 'off']);
  });

  it('offers heat and off for a heating-only thermostat', () => {
    expect(supportedModes(thermostat({ is_heating_available: true }))).toEqual(['heat', 'off']);
  });

  it('offers cool and off for a cooling-only thermostat', () => {
    expect(supportedModes(thermostat({ is_cooling_available: true }))).toEqual(['cool', 'off']);
  });

  it('offers only off when the thermostat says nothing about its equipment', () => {
    expect(supportedModes(thermostat({}))).toEqual(['off']);
  });

  it('never offers a listed mode the equipment cannot do', () => {
    const modes = supportedModes(
      thermostat({
        is_heating_available: true,
        available_hvac_mode_settings: ['heat', 'cool', 'heat_cool', 'off'],
      }),
    );
    expect(modes).toEqual(['heat', 'off']);
  });

  it('never offers a mode the device leaves out of its own list', () => {
    const modes = supportedModes(
      thermostat({
        is_heating_available: true,
        is_cooling_available: true,
        available_hvac_mode_settings: ['off', 'cool'],
      }),
    );
    expect(modes).toEqual(['cool', 'off']);
  });

  it('drops heat_cool when the device delta leaves no room between its limits', () => {
    const modes = supportedModes(
      thermostat({
        is_heating_available: true,
        is_cooling_available: true,
        min_heating_set_point_fahrenheit: 60,
        max_cooling_set_point_fahrenheit: 70,
        min_heating_cooling_delta_fahrenheit: 20,
      }),
    );
    expect(modes).toEqual(['heat', 'cool', 'off']);
  });
});

describe('initial mode', () => {
  it('is heat_cool when supported, else the first supported, else off', () => {
    expect(defaultMode(['heat', 'cool', 'heat_cool', 'off'])).toBe('heat_cool');
    expect(defaultMode(['cool', 'off'])).toBe('cool');
    expect(defaultMode([])).toBe('off');
  });

  it("keeps the thermostat's current mode when it can do it", () => {
    const view = thermostat({
      is_heating_available: true,
      is_cooling_available: true,
      current_climate_setting: { hvac_mode_setting: 'cool' },
    });
    expect(initialMode(view)).toBe('cool');
  });

  it('falls back when the current mode is one the thermostat cannot do', () => {
    const view = thermostat({
      is_heating_available: true,
      current_climate_setting: { hvac_mode_setting: 'cool' },
    });
    expect(initialMode(view)).toBe('heat');
  });

  it('falls back when there is no current climate or its mode is unknown', () => {
    const both = { is_heating_available: true, is_cooling_available: true };
    expect(initialMode(thermostat(both))).toBe('heat_cool');
    expect(
      initialMode(thermostat({ ...both, current_climate_setting: { hvac_mode_setting: 'eco' } })),
    ).toBe('heat_cool');
  });
});
