import { describe, expect, it } from 'vitest';
import { climateRequest, sameClimate } from './climate-request.js';

const points = { heat: 68, cool: 75 };

describe('climateRequest', () => {
  it('sends only the set points the mode uses, in the unit shown', () => {
    expect(climateRequest('t1', { mode: 'heat', points, unit: 'fahrenheit' })).toEqual({
      device_id: 't1',
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 68,
    });
    expect(climateRequest('t1', { mode: 'cool', points, unit: 'celsius' })).toEqual({
      device_id: 't1',
      hvac_mode_setting: 'cool',
      cooling_set_point_celsius: 75,
    });
    expect(climateRequest('t1', { mode: 'heat_cool', points, unit: 'fahrenheit' })).toEqual({
      device_id: 't1',
      hvac_mode_setting: 'heat_cool',
      heating_set_point_fahrenheit: 68,
      cooling_set_point_fahrenheit: 75,
    });
    expect(climateRequest('t1', { mode: 'off', points, unit: 'fahrenheit' })).toEqual({
      device_id: 't1',
      hvac_mode_setting: 'off',
    });
  });
});

describe('sameClimate', () => {
  it('ignores set points the mode does not use', () => {
    const a = { mode: 'heat' as const, points, unit: 'fahrenheit' as const };
    expect(sameClimate(a, { ...a, points: { heat: 68, cool: 80 } })).toBe(true);
    expect(sameClimate(a, { ...a, points: { heat: 69, cool: 75 } })).toBe(false);
    expect(sameClimate(a, { ...a, mode: 'off' })).toBe(false);
  });
});
