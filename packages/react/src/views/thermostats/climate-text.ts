import type { ThermostatsMessages } from '../../messages/thermostats.js';
import {
  type ClimateView,
  climateLine,
  modeLabels,
  type TemperatureUnit,
} from '../../ui/climate.js';

/**
 * A climate as one line: its mode, then the set points that mode uses, truncated in the unit
 * (`Heat & Cool · 68°F – 75°F`, `Off`). No climate, or no known mode, is `--`.
 */
export function climateText(
  climate: ClimateView | null,
  unit: TemperatureUnit,
  t: ThermostatsMessages,
): string {
  if (!climate?.mode) return t.unknown;
  return climateLine(climate, unit, {
    label: modeLabels(t)[climate.mode],
    temperature: t.temperature,
  });
}
