import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromFahrenheit, type TemperatureUnit } from '../../ui/climate.js';
import {
  type Bounds,
  changeCool,
  changeHeat,
  fitSetPoints,
  heatCoolBounds,
  heatCoolPossible,
  type SetPointRules,
  setPointRules,
} from './set-points.js';
import type { HvacMode } from './thermostat-view.js';

const within = (value: number, bounds: Bounds) => value >= bounds.min && value <= bounds.max;

// Any number a slider, a key press or a malformed device could produce.
const anyValue = fc.oneof(
  fc.integer({ min: -200, max: 300 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

const bounds = fc
  .tuple(fc.integer({ min: -40, max: 120 }), fc.integer({ min: 0, max: 60 }))
  .map(([min, span]): Bounds => ({ min, max: min + span }));

const rules = fc
  .record({
    unit: fc.constantFrom<TemperatureUnit>('fahrenheit', 'celsius'),
    heat: bounds,
    cool: bounds,
    delta: fc.integer({ min: 0, max: 20 }),
  })
  .filter((candidate: SetPointRules) => heatCoolPossible(candidate));

const points = fc.record({
  heat: fc.integer({ min: -50, max: 150 }),
  cool: fc.integer({ min: -50, max: 150 }),
});
const singleMode = fc.constantFrom<HvacMode>('heat', 'cool', 'off');

describe('set points, for any rules, points and value', () => {
  it('in heat_cool stay whole, inside their bounds and at least the delta apart', () => {
    fc.assert(
      fc.property(rules, points, anyValue, fc.boolean(), (r, p, value, moveHeat) => {
        const next = moveHeat
          ? changeHeat(p, value, r, 'heat_cool')
          : changeCool(p, value, r, 'heat_cool');
        const limits = heatCoolBounds(r);
        expect(Number.isInteger(next.heat) && Number.isInteger(next.cool)).toBe(true);
        expect(within(next.heat, limits.heat)).toBe(true);
        expect(within(next.cool, limits.cool)).toBe(true);
        expect(next.cool - next.heat).toBeGreaterThanOrEqual(r.delta);
      }),
    );
  });

  it('outside heat_cool move only the set point that changed, within its own bounds', () => {
    fc.assert(
      fc.property(rules, points, anyValue, singleMode, (r, p, value, mode) => {
        const heat = changeHeat(p, value, r, mode);
        expect(heat.cool).toBe(p.cool);
        expect(Number.isInteger(heat.heat) && within(heat.heat, r.heat)).toBe(true);
        const cool = changeCool(p, value, r, mode);
        expect(cool.heat).toBe(p.heat);
        expect(Number.isInteger(cool.cool) && within(cool.cool, r.cool)).toBe(true);
      }),
    );
  });

  it('give the moved set point exactly what was asked when it is allowed', () => {
    fc.assert(
      fc.property(rules, points, fc.integer({ min: -50, max: 150 }), (r, p, value) => {
        const limits = heatCoolBounds(r);
        fc.pre(within(value, limits.heat));
        expect(changeHeat(p, value, r, 'heat_cool').heat).toBe(value);
      }),
    );
  });

  it('fitting is idempotent in every mode', () => {
    const mode = fc.constantFrom<HvacMode>('heat', 'cool', 'heat_cool', 'off');
    fc.assert(
      fc.property(rules, points, mode, (r, p, m) => {
        const fitted = fitSetPoints(p, r, m);
        expect(fitSetPoints(fitted, r, m)).toEqual(fitted);
      }),
    );
  });
});

describe('set-point rules, for any limits a device reports', () => {
  const reading = fc.option(fc.double({ min: -100, max: 200, noNaN: true }).map(fromFahrenheit), {
    nil: null,
  });
  const limits = fc.record({
    minHeating: reading,
    maxHeating: reading,
    minCooling: reading,
    maxCooling: reading,
    // A delta is a difference: its Celsius form is 5/9 of the Fahrenheit one (as the view model reads it).
    delta: fc.option(
      fc
        .double({ min: 0, max: 30, noNaN: true })
        .map((f) => ({ fahrenheit: f, celsius: (f * 5) / 9 })),
      { nil: null },
    ),
  });
  const unit = fc.constantFrom<TemperatureUnit>('fahrenheit', 'celsius');
  const mode = fc.constantFrom<HvacMode>('heat', 'cool', 'heat_cool', 'off');

  it('are whole degrees with a minimum never above the maximum and a delta never negative', () => {
    fc.assert(
      fc.property(limits, unit, mode, (l, u, m) => {
        const r = setPointRules({ limits: l }, u, m);
        for (const b of [r.heat, r.cool]) {
          expect(Number.isInteger(b.min) && Number.isInteger(b.max)).toBe(true);
          expect(b.min).toBeLessThanOrEqual(b.max);
        }
        expect(Number.isInteger(r.delta) && r.delta >= 0).toBe(true);
      }),
    );
  });
});
