import {
  fromFahrenheit,
  type Temperature,
  type TemperatureUnit,
  toFahrenheit,
} from '../../ui/climate.js';
import type { HvacMode, ThermostatView } from './thermostat-view.js';

/** The lowest and highest value a set point may take, inclusive, in whole degrees. */
export interface Bounds {
  min: number;
  max: number;
}

/** Where each set point may go and how far apart they must stay, in one unit. */
export interface SetPointRules {
  unit: TemperatureUnit;
  heat: Bounds;
  cool: Bounds;
  /** In heat_cool, cool minus heat is at least this. */
  delta: number;
}

/** The two set points of the controls, in the rules' unit. */
export interface SetPoints {
  heat: number;
  cool: number;
}

/** The spec's slider bounds for a lone set point (heat or cool mode), in °F. */
export const SLIDER_DEFAULT_BOUNDS: Bounds = { min: 50, max: 90 };
/** The spec's bounds of each set point in heat_cool mode, in °F. */
export const GROUP_DEFAULT_BOUNDS: Bounds = { min: 60, max: 90 };
/** The spec's heat-cool delta when the device reports none, in °F. */
export const DEFAULT_DELTA_FAHRENHEIT = 5;
/** Set points when the device reports none, in °F (the usual thermostat defaults). */
export const DEFAULT_SET_POINTS_FAHRENHEIT: SetPoints = { heat: 68, cool: 76 };

// Float noise (32.2 °C reported as 32.199999) must not cost a whole degree.
const ceil = (value: number) => Math.ceil(value - 1e-9);
const floor = (value: number) => Math.floor(value + 1e-9);

/** A set point's bounds in a unit: exactly as reported, and the whole degrees inside them. */
interface LimitBounds {
  exact: Bounds;
  whole: Bounds;
}

const wholeInside = (bounds: Bounds): Bounds => ({ min: ceil(bounds.min), max: floor(bounds.max) });

function boundsOf(
  min: ThermostatView['limits']['minHeating'],
  max: ThermostatView['limits']['maxHeating'],
  fallback: Bounds,
  unit: TemperatureUnit,
): LimitBounds {
  const standard = {
    min: fromFahrenheit(fallback.min)[unit],
    max: fromFahrenheit(fallback.max)[unit],
  };
  if (min && max) {
    const exact = { min: min[unit], max: max[unit] };
    const whole = wholeInside(exact);
    // Limits that contradict each other (or leave no whole degree) are not trusted.
    return whole.min <= whole.max
      ? { exact, whole }
      : { exact: standard, whole: wholeInside(standard) };
  }
  // One reported limit is the device's word and the other side only the spec's guess: a limit
  // beyond the guess (max 45 °F below the default 50) pulls the guess to it, never the reverse.
  if (min) return oneSided({ min: min[unit], max: Math.max(standard.max, min[unit]) }, 'min');
  if (max) return oneSided({ min: Math.min(standard.min, max[unit]), max: max[unit] }, 'max');
  return { exact: standard, whole: wholeInside(standard) };
}

// When the range is one fractional value (only a max of 7.2 °C, below the default), the whole
// degree kept is the one on the reported limit's allowed side.
function oneSided(exact: Bounds, reported: keyof Bounds): LimitBounds {
  const whole = wholeInside(exact);
  if (whole.min <= whole.max) return { exact, whole };
  const only = reported === 'min' ? whole.min : whole.max;
  return { exact: { min: only, max: only }, whole: { min: only, max: only } };
}

/** Each set point's bounds and the heat-cool delta in a unit, before any rounding. */
function limitsIn(
  thermostat: Pick<ThermostatView, 'limits'>,
  unit: TemperatureUnit,
  mode: HvacMode,
): { heat: LimitBounds; cool: LimitBounds; delta: number } {
  const { limits } = thermostat;
  const fallback = mode === 'heat_cool' ? GROUP_DEFAULT_BOUNDS : SLIDER_DEFAULT_BOUNDS;
  const delta = limits.delta
    ? limits.delta[unit]
    : unit === 'celsius'
      ? (DEFAULT_DELTA_FAHRENHEIT * 5) / 9
      : DEFAULT_DELTA_FAHRENHEIT;
  return {
    heat: boundsOf(limits.minHeating, limits.maxHeating, fallback, unit),
    cool: boundsOf(limits.minCooling, limits.maxCooling, fallback, unit),
    delta,
  };
}

/**
 * The set-point rules of a thermostat in a mode: step 1 within the device's own limits when it
 * reports them, else the spec's bounds (50–90 °F for a lone set point, 60–90 °F each in
 * heat_cool); the delta is the device's `min_heating_cooling_delta` else 5 °F. In Celsius the
 * bounds are rounded inwards and the delta upwards, so a whole-degree value always fits.
 */
export function setPointRules(
  thermostat: Pick<ThermostatView, 'limits'>,
  unit: TemperatureUnit,
  mode: HvacMode,
): SetPointRules {
  const limits = limitsIn(thermostat, unit, mode);
  return {
    unit,
    heat: limits.heat.whole,
    cool: limits.cool.whole,
    delta: ceil(limits.delta),
  };
}

/**
 * The bounds of each set point in heat_cool: heat at most min(maxHeat, maxCool) − delta, cool at
 * least max(minCool, minHeat) + delta.
 */
export function heatCoolBounds(rules: SetPointRules): { heat: Bounds; cool: Bounds } {
  return {
    heat: {
      min: rules.heat.min,
      max: Math.min(rules.heat.max, rules.cool.max) - rules.delta,
    },
    cool: {
      min: Math.max(rules.cool.min, rules.heat.min) + rules.delta,
      max: rules.cool.max,
    },
  };
}

/** Whether any pair of set points meets the heat_cool rules (a huge delta may leave none). */
export function heatCoolPossible(rules: SetPointRules): boolean {
  const bounds = heatCoolBounds(rules);
  return bounds.heat.min <= bounds.heat.max && bounds.cool.min <= bounds.cool.max;
}

/** A whole-degree value inside the bounds. */
export function clamp(value: number, bounds: Bounds): number {
  const whole = Number.isFinite(value) ? Math.round(value) : bounds.min;
  return Math.min(Math.max(whole, bounds.min), bounds.max);
}

/**
 * Moves the heating set point. In heat_cool it is clamped to the heat_cool bounds and pushes the
 * cooling set point up to keep the delta; otherwise it is clamped to its own bounds.
 */
export function changeHeat(
  points: SetPoints,
  value: number,
  rules: SetPointRules,
  mode: HvacMode,
): SetPoints {
  if (mode !== 'heat_cool') return { ...points, heat: clamp(value, rules.heat) };
  const bounds = heatCoolBounds(rules);
  const heat = clamp(value, bounds.heat);
  return { heat, cool: clamp(Math.max(points.cool, heat + rules.delta), bounds.cool) };
}

/**
 * Moves the cooling set point. In heat_cool it is clamped to the heat_cool bounds and pushes the
 * heating set point down to keep the delta; otherwise it is clamped to its own bounds.
 */
export function changeCool(
  points: SetPoints,
  value: number,
  rules: SetPointRules,
  mode: HvacMode,
): SetPoints {
  if (mode !== 'heat_cool') return { ...points, cool: clamp(value, rules.cool) };
  const bounds = heatCoolBounds(rules);
  const cool = clamp(value, bounds.cool);
  return { heat: clamp(Math.min(points.heat, cool - rules.delta), bounds.heat), cool };
}

/** Set points made valid for a mode: each clamped, and in heat_cool the delta kept. */
export function fitSetPoints(points: SetPoints, rules: SetPointRules, mode: HvacMode): SetPoints {
  if (mode === 'heat_cool') return changeHeat(points, points.heat, rules, mode);
  return { heat: clamp(points.heat, rules.heat), cool: clamp(points.cool, rules.cool) };
}

type SetPointKind = keyof SetPoints;

/** The set point the device holds: the current climate's, else the default climate's. */
function reportedSetPoint(
  thermostat: Pick<ThermostatView, 'current' | 'defaultClimate'>,
  kind: SetPointKind,
): Temperature | null {
  const field = kind === 'heat' ? 'heating' : 'cooling';
  return thermostat.current?.[field] ?? thermostat.defaultClimate?.[field] ?? null;
}

/**
 * The set points the controls start from: the current climate's, else the default climate's,
 * else 68/76 °F; rounded to whole degrees in the unit and fitted to the mode's rules, so a
 * device reporting values outside its own limits never gets them sent back.
 */
export function initialSetPoints(
  thermostat: Pick<ThermostatView, 'current' | 'defaultClimate' | 'limits'>,
  unit: TemperatureUnit,
  mode: HvacMode,
): SetPoints {
  const pick = (kind: SetPointKind) => {
    const fallback = fromFahrenheit(DEFAULT_SET_POINTS_FAHRENHEIT[kind]);
    return (reportedSetPoint(thermostat, kind) ?? fallback)[unit];
  };
  const points = { heat: Math.round(pick('heat')), cool: Math.round(pick('cool')) };
  return fitSetPoints(points, setPointRules(thermostat, unit, mode), mode);
}

const usedBy = (mode: HvacMode): SetPointKind[] =>
  (['heat', 'cool'] as const).filter((kind) => mode === kind || mode === 'heat_cool');

/**
 * Whether the provider takes these set points: inside the device's limits and, in heat_cool, the
 * delta apart. Celsius is checked in Fahrenheit too, as the provider converts it (one decimal)
 * and checks there; no tolerance, so a value kept is never one the provider turns down.
 */
function accepted(
  thermostat: Pick<ThermostatView, 'limits'>,
  points: SetPoints,
  unit: TemperatureUnit,
  mode: HvacMode,
): boolean {
  const checks: [TemperatureUnit, (value: number) => number][] = [[unit, (value) => value]];
  if (unit === 'celsius') checks.push(['fahrenheit', toFahrenheit]);
  return checks.every(([checkUnit, convert]) => {
    const limits = limitsIn(thermostat, checkUnit, mode);
    const inside = (kind: SetPointKind) => {
      const value = convert(points[kind]);
      return value >= limits[kind].exact.min && value <= limits[kind].exact.max;
    };
    const apart =
      mode !== 'heat_cool' || convert(points.cool) - convert(points.heat) >= limits.delta;
    return usedBy(mode).every(inside) && apart;
  });
}

/**
 * The set points a climate change sends. The controls edit whole degrees, but a set point still
 * showing what the device holds (neither changed by the person nor pushed by the delta) goes out
 * as the device's own value: sending the rounded one would rewrite it (23.9 °C as 24 °C is
 * 75.2 °F, not 75 °F). It stays whole when the device's value would break its limits or the delta
 * with the other set point, as the rules then move it.
 */
export function setPointsToSend(
  thermostat: Pick<ThermostatView, 'current' | 'defaultClimate' | 'limits'>,
  points: SetPoints,
  unit: TemperatureUnit,
  mode: HvacMode,
): SetPoints {
  const shown = initialSetPoints(thermostat, unit, mode);
  let sent = points;
  for (const kind of usedBy(mode)) {
    const reported = reportedSetPoint(thermostat, kind);
    if (!reported || points[kind] !== shown[kind]) continue;
    const candidate = { ...sent, [kind]: reported[unit] };
    if (accepted(thermostat, candidate, unit, mode)) sent = candidate;
  }
  return sent;
}
