import type { SetThermostatClimateVariables } from '../../hooks/thermostats/use-set-thermostat-climate.js';
import { type TemperatureUnit, usesCool, usesHeat } from '../../ui/climate.js';
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
  if (usesHeat(mode)) request[`heating_set_point_${unit}`] = points.heat;
  if (usesCool(mode)) request[`cooling_set_point_${unit}`] = points.cool;
  return request;
}

/** Whether two drafts would send the same call. */
export function sameClimate(a: ClimateDraft, b: ClimateDraft): boolean {
  if (a.mode !== b.mode || a.unit !== b.unit) return false;
  return (
    (!usesHeat(a.mode) || a.points.heat === b.points.heat) &&
    (!usesCool(a.mode) || a.points.cool === b.points.cool)
  );
}
