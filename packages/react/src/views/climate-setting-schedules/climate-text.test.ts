import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../messages/index.js';
import { toClimateSettingView } from './climate-setting-schedule-view.js';
import { climateSettingText } from './climate-text.js';

const t = defaultMessages.climateSettingSchedules;
const messages = {
  modes: { heat: t.modeHeat, cool: t.modeCool, heat_cool: t.modeHeatCool, off: t.modeOff },
  unknownMode: t.modeUnknown,
  temperature: t.temperature,
};
const text = (raw: Record<string, unknown>, unit: 'fahrenheit' | 'celsius' = 'fahrenheit') =>
  climateSettingText(toClimateSettingView(raw), unit, messages);

describe('climateSettingText', () => {
  const heatCool = {
    hvac_mode_setting: 'heat_cool',
    heating_set_point_fahrenheit: 66.9,
    heating_set_point_celsius: 19.4,
    cooling_set_point_fahrenheit: 78,
    cooling_set_point_celsius: 25.6,
  };

  it('shows the mode and its set points in Fahrenheit, truncated', () => {
    expect(text(heatCool)).toBe('Heat & Cool · 66°F – 78°F');
  });

  it('shows the set points in Celsius when asked', () => {
    expect(text(heatCool, 'celsius')).toBe('Heat & Cool · 19°C – 25°C');
  });

  it('shows only the set point the mode uses', () => {
    expect(text({ ...heatCool, hvac_mode_setting: 'heat' })).toBe('Heat · 66°F');
    expect(text({ ...heatCool, hvac_mode_setting: 'cool' })).toBe('Cool · 78°F');
    expect(text({ ...heatCool, hvac_mode_setting: 'off' })).toBe('Off');
  });

  it('falls back for an unknown mode and missing set points', () => {
    expect(text({ ...heatCool, hvac_mode_setting: 'eco' })).toBe('Unknown mode · 66°F – 78°F');
    expect(text({ hvac_mode_setting: 'heat' })).toBe('Heat');
    expect(text({})).toBe('Unknown mode');
  });
});
