import {
  fromCelsius,
  fromFahrenheit,
  type Temperature,
  toCelsius,
  toFahrenheit,
  usesCool,
  usesHeat,
} from '../hooks/thermostats/climate-units.js';
import type { ThermostatTemperatureUnit as TemperatureUnit } from '../hooks/thermostats/use-thermostat-temperature-unit.js';
import { finite, type Loose, record } from './loose-values.js';

// Shared by the thermostat and the climate setting schedule views, so a device's climate reads the
// same in both: one conversion, one truncation, one one-line summary.

/** The unit temperatures are shown and edited in (the public type, so the two never drift apart). */
export type { TemperatureUnit };
export {
  fromCelsius,
  fromFahrenheit,
  type Temperature,
  toCelsius,
  toFahrenheit,
  usesCool,
  usesHeat,
};

/** The HVAC modes the spec knows. */
export type HvacMode = 'heat' | 'cool' | 'heat_cool' | 'off';

/** A climate setting as the views use it; a missing or unknown field is null. */
export interface ClimateView {
  mode: HvacMode | null;
  heating: Temperature | null;
  cooling: Temperature | null;
}

/** A value in `unit` in both units. */
export const inUnit = (value: number, unit: TemperatureUnit): Temperature =>
  unit === 'celsius' ? fromCelsius(value) : fromFahrenheit(value);

/** The HVAC modes the spec knows, in the order the views offer them. */
export const HVAC_MODES: readonly HvacMode[] = ['heat', 'cool', 'heat_cool', 'off'];

/** The value when it is a mode the spec knows, else null. */
export const hvacModeOf = (value: unknown): HvacMode | null =>
  HVAC_MODES.find((mode) => mode === value) ?? null;

/** The catalogue's labels of the HVAC modes, which the thermostat and schedule messages both hold. */
export interface ModeMessages {
  modeHeat: string;
  modeCool: string;
  modeHeatCool: string;
  modeOff: string;
}

/** The spec's labels of the HVAC modes: Heat, Cool, 'Heat & Cool', Off. */
export const modeLabels = (t: ModeMessages): Record<HvacMode, string> => ({
  heat: t.modeHeat,
  cool: t.modeCool,
  heat_cool: t.modeHeatCool,
  off: t.modeOff,
});

/** Beyond any thermostat's reach: such a reading is nonsense, treated as absent. */
const plausible = (value: number | null): value is number =>
  value !== null && Math.abs(value) < 1000;

/**
 * A temperature from `<base>_fahrenheit` and `<base>_celsius`: Fahrenheit wins, a device that
 * reports only Celsius is converted. Values beyond any thermostat's reach are treated as absent.
 */
export function temperatureOf(source: Loose, base: string): Temperature | null {
  const fahrenheit = finite(source[`${base}_fahrenheit`]);
  const celsius = finite(source[`${base}_celsius`]);
  if (plausible(fahrenheit)) {
    return plausible(celsius) ? { fahrenheit, celsius } : fromFahrenheit(fahrenheit);
  }
  return plausible(celsius) ? fromCelsius(celsius) : null;
}

/** A climate setting's mode and set points from untrusted API data; what is missing is null. */
export function climateOf(value: unknown): ClimateView {
  const raw = record(value);
  return {
    mode: hvacModeOf(raw.hvac_mode_setting),
    heating: temperatureOf(raw, 'heating_set_point'),
    cooling: temperatureOf(raw, 'cooling_set_point'),
  };
}

/** The spec shows temperatures truncated to integers (71.9 °F is 71 °F). */
export const truncated = (temperature: Temperature, unit: TemperatureUnit): number =>
  Math.trunc(temperature[unit]);

/** What {@link climateLine} writes: the mode's label and a temperature in the unit. */
export interface ClimateLineText {
  label: string;
  temperature(value: number, unit: TemperatureUnit): string;
}

/**
 * A climate as one line: the label, then the set points its mode uses (both for an unknown
 * mode), truncated in the unit, e.g. `Heat & Cool · 68°F – 75°F`. Missing set points are left out.
 */
export function climateLine(
  climate: ClimateView,
  unit: TemperatureUnit,
  t: ClimateLineText,
): string {
  const { mode } = climate;
  const points = [
    (mode === null || usesHeat(mode)) && climate.heating,
    (mode === null || usesCool(mode)) && climate.cooling,
  ]
    .filter((point): point is Temperature => Boolean(point))
    .map((point) => t.temperature(truncated(point, unit), unit));
  return points.length === 0 ? t.label : `${t.label} · ${points.join(' – ')}`;
}
