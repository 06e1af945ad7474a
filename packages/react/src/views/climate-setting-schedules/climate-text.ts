import type { ThermostatTemperatureUnit as TemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import type {
  ClimateSettingView,
  HvacMode,
  SetPointView,
} from './climate-setting-schedule-view.js';

/** The unit set points are shown in (the public type, so the two never drift apart). */
export type { TemperatureUnit };

/** The strings {@link climateSettingText} needs, from the message catalogue. */
export interface ClimateTextMessages {
  modes: Record<HvacMode, string>;
  unknownMode: string;
  temperature(value: number, unit: TemperatureUnit): string;
}

/** A set point in the unit, truncated to an integer as the spec shows temperatures. */
export function setPointValue(point: SetPointView, unit: TemperatureUnit): number {
  return Math.trunc(unit === 'celsius' ? point.celsius : point.fahrenheit);
}

/**
 * The climate a schedule sets as one line: its mode, then the set points that mode uses (both for
 * an unknown mode), e.g. `Heat & Cool · 66°F – 78°F`. Missing set points are left out.
 */
export function climateSettingText(
  climate: ClimateSettingView,
  unit: TemperatureUnit,
  t: ClimateTextMessages,
): string {
  const mode = climate.mode;
  const label = mode ? t.modes[mode] : t.unknownMode;
  const uses = {
    heating: mode === null || mode === 'heat' || mode === 'heat_cool',
    cooling: mode === null || mode === 'cool' || mode === 'heat_cool',
  };
  const points = [uses.heating && climate.heating, uses.cooling && climate.cooling]
    .filter((point): point is SetPointView => Boolean(point))
    .map((point) => t.temperature(setPointValue(point, unit), unit));
  return points.length === 0 ? label : `${label} · ${points.join(' – ')}`;
}
