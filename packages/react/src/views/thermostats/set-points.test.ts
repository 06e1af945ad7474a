import { describe, expect, it } from 'vitest';
import {
  changeCool,
  changeHeat,
  clamp,
  fitSetPoints,
  heatCoolBounds,
  heatCoolPossible,
  initialSetPoints,
  type SetPointRules,
  setPointRules,
  setPointsToSend,
} from './set-points.js';
import { toThermostatView } from './thermostat-view.js';

const NO_LIMITS = toThermostatView({}).limits;
const thermostat = (properties: Record<string, unknown>) =>
  toThermostatView({ device_id: 't1', properties });
// The fake API's heat-and-cool thermostat: heat 50–90, cool 60–90, delta 5 (°F).
const SEEDED = thermostat({
  min_heating_set_point_fahrenheit: 50,
  min_heating_set_point_celsius: 10,
  max_heating_set_point_fahrenheit: 90,
  max_heating_set_point_celsius: 32.2,
  min_cooling_set_point_fahrenheit: 60,
  min_cooling_set_point_celsius: 15.6,
  max_cooling_set_point_fahrenheit: 90,
  max_cooling_set_point_celsius: 32.2,
  min_heating_cooling_delta_fahrenheit: 5,
  min_heating_cooling_delta_celsius: 2.8,
});

describe('setPointRules', () => {
  it('uses the spec slider bounds 50–90 °F for a lone set point without device limits', () => {
    expect(setPointRules({ limits: NO_LIMITS }, 'fahrenheit', 'heat')).toEqual({
      unit: 'fahrenheit',
      heat: { min: 50, max: 90 },
      cool: { min: 50, max: 90 },
      delta: 5,
    });
  });

  it('uses 60–90 °F for each set point in heat_cool without device limits', () => {
    const rules = setPointRules({ limits: NO_LIMITS }, 'fahrenheit', 'heat_cool');
    expect(rules.heat).toEqual({ min: 60, max: 90 });
    expect(rules.cool).toEqual({ min: 60, max: 90 });
  });

  it('converts the defaults to whole °C inside the °F range, with the delta rounded up', () => {
    expect(setPointRules({ limits: NO_LIMITS }, 'celsius', 'cool')).toEqual({
      unit: 'celsius',
      heat: { min: 10, max: 32 },
      cool: { min: 10, max: 32 },
      delta: 3,
    });
    const group = setPointRules({ limits: NO_LIMITS }, 'celsius', 'heat_cool');
    expect(group.heat).toEqual({ min: 16, max: 32 });
  });

  it("takes the device's own limits and delta when it reports them", () => {
    const device = thermostat({
      min_heating_set_point_fahrenheit: 45,
      max_heating_set_point_fahrenheit: 79,
      min_cooling_set_point_fahrenheit: 65,
      max_cooling_set_point_fahrenheit: 95,
      min_heating_cooling_delta_fahrenheit: 3,
    });
    expect(setPointRules(device, 'fahrenheit', 'heat_cool')).toEqual({
      unit: 'fahrenheit',
      heat: { min: 45, max: 79 },
      cool: { min: 65, max: 95 },
      delta: 3,
    });
  });

  it('rounds device limits inwards in °C (15.6 → 16, 32.2 → 32) and the delta up (2.8 → 3)', () => {
    expect(setPointRules(SEEDED, 'celsius', 'heat_cool')).toEqual({
      unit: 'celsius',
      heat: { min: 10, max: 32 },
      cool: { min: 16, max: 32 },
      delta: 3,
    });
  });

  it('converts a device that reports only Celsius limits to °F', () => {
    const device = thermostat({
      min_heating_set_point_celsius: 10,
      max_heating_set_point_celsius: 30,
      min_heating_cooling_delta_celsius: 2,
    });
    const rules = setPointRules(device, 'fahrenheit', 'heat');
    expect(rules.heat).toEqual({ min: 50, max: 86 });
    expect(rules.delta).toBe(4); // 3.6 °F rounded up
  });

  it('keeps every set point inside both units when the device reports them inconsistently', () => {
    // The provider checks in °F: a Celsius delta or limit that disagrees must not let more through.
    const device = thermostat({
      max_heating_set_point_fahrenheit: 80,
      max_heating_set_point_celsius: 30, // 86 °F
      min_cooling_set_point_fahrenheit: 70,
      min_cooling_set_point_celsius: 20, // 68 °F
      min_heating_cooling_delta_fahrenheit: 5,
      min_heating_cooling_delta_celsius: 1, // 1.8 °F
    });
    const celsius = setPointRules(device, 'celsius', 'heat_cool');
    expect(celsius.heat.max).toBe(26); // 80 °F is 26.7 °C
    expect(celsius.cool.min).toBe(22); // 70 °F is 21.1 °C
    expect(celsius.delta).toBe(3); // 5 °F is 2.8 °C
    // A Celsius limit stricter than the Fahrenheit one holds in °F too.
    const stricter = thermostat({
      max_heating_set_point_fahrenheit: 80,
      max_heating_set_point_celsius: 25, // 77 °F
    });
    expect(setPointRules(stricter, 'fahrenheit', 'heat').heat.max).toBe(77);
  });

  it('ignores device limits that contradict each other', () => {
    const device = thermostat({
      min_heating_set_point_fahrenheit: 80,
      max_heating_set_point_fahrenheit: 70,
    });
    expect(setPointRules(device, 'fahrenheit', 'heat').heat).toEqual({ min: 50, max: 90 });
  });

  it('keeps a lone reported limit beyond the default range and moves the default side to it', () => {
    const lowMax = thermostat({ max_heating_set_point_fahrenheit: 45 });
    expect(setPointRules(lowMax, 'fahrenheit', 'heat').heat).toEqual({ min: 45, max: 45 });
    const highMin = thermostat({ min_cooling_set_point_fahrenheit: 92 });
    expect(setPointRules(highMin, 'fahrenheit', 'cool').cool).toEqual({ min: 92, max: 92 });
    // Inside the default range, a lone limit narrows it as before.
    const withinMax = thermostat({ max_heating_set_point_fahrenheit: 80 });
    expect(setPointRules(withinMax, 'fahrenheit', 'heat').heat).toEqual({ min: 50, max: 80 });
    const withinMin = thermostat({ min_cooling_set_point_fahrenheit: 65 });
    expect(setPointRules(withinMin, 'fahrenheit', 'cool').cool).toEqual({ min: 65, max: 90 });
  });

  it('keeps the whole degree on the allowed side of a lone fractional limit (°C)', () => {
    // 7.2 °C is below the default 10 °C: no whole degree lies between, 7 is under the maximum.
    const lowMax = thermostat({ max_heating_set_point_celsius: 7.2 });
    expect(setPointRules(lowMax, 'celsius', 'heat').heat).toEqual({ min: 7, max: 7 });
    const highMin = thermostat({ min_cooling_set_point_celsius: 33.4 });
    expect(setPointRules(highMin, 'celsius', 'cool').cool).toEqual({ min: 34, max: 34 });
  });

  it('never starts from or sends a set point beyond a lone reported limit', () => {
    const lowMax = thermostat({
      is_heating_available: true,
      max_heating_set_point_fahrenheit: 45,
      current_climate_setting: { hvac_mode_setting: 'heat', heating_set_point_fahrenheit: 44 },
    });
    const points = initialSetPoints(lowMax, 'fahrenheit', 'heat');
    // 44 °F is inside the device's limit but not the collapsed range: the range is the device's max.
    expect(points.heat).toBe(45);
    expect(setPointsToSend(lowMax, points, 'fahrenheit', 'heat').heat).toBeLessThanOrEqual(45);
    const raised = changeHeat(points, 51, setPointRules(lowMax, 'fahrenheit', 'heat'), 'heat');
    expect(raised.heat).toBe(45);
    const highMin = thermostat({
      is_cooling_available: true,
      min_cooling_set_point_fahrenheit: 92,
      current_climate_setting: { hvac_mode_setting: 'cool', cooling_set_point_fahrenheit: 95 },
    });
    const cool = initialSetPoints(highMin, 'fahrenheit', 'cool');
    expect(cool.cool).toBe(92);
    expect(setPointsToSend(highMin, cool, 'fahrenheit', 'cool').cool).toBe(92);
  });
});

describe('heat_cool bounds', () => {
  const rules: SetPointRules = {
    unit: 'fahrenheit',
    heat: { min: 50, max: 90 },
    cool: { min: 60, max: 85 },
    delta: 5,
  };

  it('caps heat at min(maxHeat, maxCool) − delta and floors cool at max(minCool, minHeat) + delta', () => {
    expect(heatCoolBounds(rules)).toEqual({
      heat: { min: 50, max: 80 },
      cool: { min: 65, max: 85 },
    });
  });

  it('is impossible when the delta leaves no room', () => {
    expect(heatCoolPossible(rules)).toBe(true);
    expect(heatCoolPossible({ ...rules, delta: 40 })).toBe(false);
  });
});

describe('changeHeat and changeCool', () => {
  const F = setPointRules(SEEDED, 'fahrenheit', 'heat_cool');
  const C = setPointRules(SEEDED, 'celsius', 'heat_cool');

  it('moves heat alone when the delta is kept (°F)', () => {
    expect(changeHeat({ heat: 68, cool: 75 }, 69, F, 'heat_cool')).toEqual({ heat: 69, cool: 75 });
  });

  it('pushes cool up to keep the delta when heat rises (°F)', () => {
    expect(changeHeat({ heat: 68, cool: 75 }, 72, F, 'heat_cool')).toEqual({ heat: 72, cool: 77 });
  });

  it('clamps heat at maxCool − delta and pushes cool to its maximum (°F)', () => {
    expect(changeHeat({ heat: 68, cool: 75 }, 99, F, 'heat_cool')).toEqual({ heat: 85, cool: 90 });
  });

  it('clamps heat at its minimum (°F)', () => {
    expect(changeHeat({ heat: 68, cool: 75 }, 10, F, 'heat_cool')).toEqual({ heat: 50, cool: 75 });
  });

  it('moves cool alone when the delta is kept (°F)', () => {
    expect(changeCool({ heat: 68, cool: 75 }, 80, F, 'heat_cool')).toEqual({ heat: 68, cool: 80 });
  });

  it('pushes heat down to keep the delta when cool falls (°F)', () => {
    expect(changeCool({ heat: 68, cool: 75 }, 70, F, 'heat_cool')).toEqual({ heat: 65, cool: 70 });
  });

  it('clamps cool at max(minCool, minHeat) + delta and pushes heat to its minimum (°F)', () => {
    expect(changeCool({ heat: 68, cool: 75 }, 0, F, 'heat_cool')).toEqual({ heat: 60, cool: 65 });
  });

  it('clamps cool at its maximum (°F)', () => {
    expect(changeCool({ heat: 68, cool: 75 }, 120, F, 'heat_cool')).toEqual({ heat: 68, cool: 90 });
  });

  it('pushes cool up and clamps heat in °C', () => {
    expect(changeHeat({ heat: 20, cool: 24 }, 23, C, 'heat_cool')).toEqual({ heat: 23, cool: 26 });
    expect(changeHeat({ heat: 20, cool: 24 }, 40, C, 'heat_cool')).toEqual({ heat: 29, cool: 32 });
    expect(changeHeat({ heat: 20, cool: 24 }, -5, C, 'heat_cool')).toEqual({ heat: 10, cool: 24 });
  });

  it('pushes heat down and clamps cool in °C', () => {
    expect(changeCool({ heat: 20, cool: 24 }, 21, C, 'heat_cool')).toEqual({ heat: 18, cool: 21 });
    expect(changeCool({ heat: 20, cool: 24 }, 0, C, 'heat_cool')).toEqual({ heat: 16, cool: 19 });
    expect(changeCool({ heat: 20, cool: 24 }, 50, C, 'heat_cool')).toEqual({ heat: 20, cool: 32 });
  });

  it('never pushes in heat or cool mode: each set point is clamped to its own bounds', () => {
    const heatRules = setPointRules(SEEDED, 'fahrenheit', 'heat');
    expect(changeHeat({ heat: 68, cool: 70 }, 89, heatRules, 'heat')).toEqual({
      heat: 89,
      cool: 70,
    });
    expect(changeHeat({ heat: 68, cool: 70 }, 95, heatRules, 'heat').heat).toBe(90);
    const coolRules = setPointRules(SEEDED, 'fahrenheit', 'cool');
    expect(changeCool({ heat: 68, cool: 70 }, 55, coolRules, 'cool')).toEqual({
      heat: 68,
      cool: 60,
    });
  });

  it('rounds to whole degrees and treats a non-number as the minimum', () => {
    expect(clamp(70.6, { min: 50, max: 90 })).toBe(71);
    expect(clamp(Number.NaN, { min: 50, max: 90 })).toBe(50);
  });
});

describe('fitSetPoints and initialSetPoints', () => {
  it('fits set points to heat_cool by keeping the delta', () => {
    const rules = setPointRules(SEEDED, 'fahrenheit', 'heat_cool');
    expect(fitSetPoints({ heat: 70, cool: 71 }, rules, 'heat_cool')).toEqual({
      heat: 70,
      cool: 75,
    });
  });

  it('starts from the current climate, rounded in the unit', () => {
    const device = toThermostatView({
      properties: {
        ...SEEDED_PROPERTIES,
        current_climate_setting: {
          hvac_mode_setting: 'heat_cool',
          heating_set_point_fahrenheit: 68,
          cooling_set_point_fahrenheit: 75,
        },
      },
    });
    expect(initialSetPoints(device, 'fahrenheit', 'heat_cool')).toEqual({ heat: 68, cool: 75 });
    expect(initialSetPoints(device, 'celsius', 'heat_cool')).toEqual({ heat: 20, cool: 24 });
  });

  it('brings set points outside the device limits back inside', () => {
    const device = toThermostatView({
      properties: {
        ...SEEDED_PROPERTIES,
        current_climate_setting: {
          hvac_mode_setting: 'heat',
          heating_set_point_fahrenheit: 120,
          cooling_set_point_fahrenheit: 20,
        },
      },
    });
    expect(initialSetPoints(device, 'fahrenheit', 'heat')).toEqual({ heat: 90, cool: 60 });
  });

  it('falls back to the default climate, then to 68/76 °F', () => {
    const withDefault = toThermostatView({
      properties: { default_climate_setting: { heating_set_point_celsius: 21 } },
    });
    expect(initialSetPoints(withDefault, 'celsius', 'heat')).toEqual({ heat: 21, cool: 24 });
    expect(initialSetPoints(toThermostatView({}), 'fahrenheit', 'heat_cool')).toEqual({
      heat: 68,
      cool: 76,
    });
  });
});

describe('setPointsToSend', () => {
  // The fake API's living room: heat 68 °F (20 °C), cool 75 °F (23.9 °C, shown as 24).
  const livingRoom = (current: Record<string, unknown> = {}, limits: object = SEEDED_PROPERTIES) =>
    toThermostatView({
      properties: {
        ...limits,
        current_climate_setting: {
          hvac_mode_setting: 'heat_cool',
          heating_set_point_fahrenheit: 68,
          heating_set_point_celsius: 20,
          cooling_set_point_fahrenheit: 75,
          cooling_set_point_celsius: 23.9,
          ...current,
        },
      },
    });

  it('sends the set point not changed as the device holds it (°C)', () => {
    const device = livingRoom();
    const rules = setPointRules(device, 'celsius', 'heat_cool');
    const points = changeHeat({ heat: 20, cool: 24 }, 21, rules, 'heat_cool');
    expect(points).toEqual({ heat: 21, cool: 24 });
    expect(setPointsToSend(device, points, 'celsius', 'heat_cool')).toEqual({
      heat: 21,
      cool: 23.9,
    });
  });

  it('sends the set point not changed as the device holds it (°F)', () => {
    const device = livingRoom({
      heating_set_point_fahrenheit: 71.5,
      heating_set_point_celsius: 21.9,
      cooling_set_point_fahrenheit: 78,
      cooling_set_point_celsius: 25.6,
    });
    expect(initialSetPoints(device, 'fahrenheit', 'heat_cool')).toEqual({ heat: 72, cool: 78 });
    expect(setPointsToSend(device, { heat: 72, cool: 79 }, 'fahrenheit', 'heat_cool')).toEqual({
      heat: 71.5,
      cool: 79,
    });
  });

  it('sends the value the delta pushed the other set point to', () => {
    const device = livingRoom();
    const rules = setPointRules(device, 'celsius', 'heat_cool');
    const points = changeHeat({ heat: 20, cool: 24 }, 22, rules, 'heat_cool');
    expect(points).toEqual({ heat: 22, cool: 25 });
    expect(setPointsToSend(device, points, 'celsius', 'heat_cool')).toEqual(points);
  });

  it("moves the device's value when it would break the delta with the new set point", () => {
    // 23.7 °C − 21 °C is less than the device's 5 °F (2.8 °C): the shown 24 °C is sent.
    const device = livingRoom({
      cooling_set_point_fahrenheit: 74.7,
      cooling_set_point_celsius: 23.7,
    });
    expect(setPointsToSend(device, { heat: 21, cool: 24 }, 'celsius', 'heat_cool')).toEqual({
      heat: 21,
      cool: 24,
    });
  });

  it("never sends the device's value when it is outside the device's own limits", () => {
    const device = livingRoom(
      { cooling_set_point_fahrenheit: 75.3 },
      { ...SEEDED_PROPERTIES, max_cooling_set_point_fahrenheit: 75 },
    );
    expect(setPointsToSend(device, { heat: 69, cool: 75 }, 'fahrenheit', 'heat_cool')).toEqual({
      heat: 69,
      cool: 75,
    });
  });

  it('keeps both when only the mode changes, and sends only the set points the mode uses', () => {
    const device = livingRoom({
      hvac_mode_setting: 'heat',
      heating_set_point_fahrenheit: 67.6,
      heating_set_point_celsius: 19.8,
    });
    const shown = initialSetPoints(device, 'celsius', 'heat_cool');
    expect(setPointsToSend(device, shown, 'celsius', 'heat_cool')).toEqual({
      heat: 19.8,
      cool: 23.9,
    });
    expect(setPointsToSend(device, { heat: 21, cool: 24 }, 'celsius', 'heat')).toEqual({
      heat: 21,
      cool: 24,
    });
  });
});

const SEEDED_PROPERTIES = {
  min_heating_set_point_fahrenheit: 50,
  max_heating_set_point_fahrenheit: 90,
  min_cooling_set_point_fahrenheit: 60,
  max_cooling_set_point_fahrenheit: 90,
  min_heating_cooling_delta_fahrenheit: 5,
};
