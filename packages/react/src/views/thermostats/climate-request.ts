import type { SetThermostatClimateVariables } from '../../hooks/thermostats/use-set-thermostat-climate.js';
import type { TemperatureUnit } from '../../ui/climate.js';
import type { SetPoints } from './set-points.js';
import type { HvacMode } from './thermostat-view.js';

/** A climate the controls show or save: a mode and both set points in one unit. */
export interface ClimateDraft {
  mode: HvacMode;
  points: SetPoints;
  unit: TemperatureUnit;
}

/** The set-point call for a draft: only the set points its mode uses, in the draft's unit. */
export function climateRequest(
  deviceId: string,
  draft: ClimateDraft,
): SetThermostatClimateVariables {
  const { mode, points, unit } = draft;
  const request: SetThermostatClimateVariables = { device_id: deviceId, hvac_mode_setting: mode };
  if (mode === 'heat' || mode === 'heat_cool') request[`heating_set_point_${unit}`] = points.heat;
  if (mode === 'cool' || mode === 'heat_cool') request[`cooling_set_point_${unit}`] = points.cool;
  return request;
}

/** Whether two drafts would send the same call. */
export function sameClimate(a: ClimateDraft, b: ClimateDraft): boolean {
  if (a.mode !== b.mode || a.unit !== b.unit) return false;
  const heat = a.mode === 'heat' || a.mode === 'heat_cool';
  const cool = a.mode === 'cool' || a.mode === 'heat_cool';
  return (!heat || a.points.heat === b.points.heat) && (!cool || a.points.cool === b.points.cool);
}
