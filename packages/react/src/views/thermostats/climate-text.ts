import type { ThermostatsMessages } from '../../messages/thermostats.js';
import { modeLabel } from './mode-labels.js';
import { type TemperatureUnit, truncated } from './temperature.js';
import type { ClimateView } from './thermostat-view.js';

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
  const { mode } = climate;
  const points = [
    (mode === 'heat' || mode === 'heat_cool') && climate.heating,
    (mode === 'cool' || mode === 'heat_cool') && climate.cooling,
  ]
    .filter((point) => point !== false && point !== null)
    .map((point) => t.temperature(truncated(point as NonNullable<typeof point>, unit), unit));
  const label = modeLabel(mode, t);
  return points.length === 0 ? label : `${label} · ${points.join(' – ')}`;
}
