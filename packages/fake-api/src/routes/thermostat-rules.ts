import { withCelsius } from '../seed/device-factory.js';
import { toFahrenheit } from '../state/temperature.js';
import { equipmentState } from '../state/thermostat-equipment.js';
import type { ClimateSetting, Device, HvacMode } from '../state/types.js';
import { invalidInput, type ValidationIssue } from './api-error.js';
import type { Params } from './define-route.js';

function fahrenheit(p: Params, kind: 'heating' | 'cooling'): number | undefined {
  const f = p[`${kind}_set_point_fahrenheit`];
  if (typeof f === 'number') return f;
  const c = p[`${kind}_set_point_celsius`];
  return typeof c === 'number' ? toFahrenheit(c) : undefined;
}

function checkRange(device: Device, kind: 'heating' | 'cooling', value: number): ValidationIssue[] {
  const props = device.properties;
  const min = props[`min_${kind}_set_point_fahrenheit`];
  const max = props[`max_${kind}_set_point_fahrenheit`];
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return [
      {
        path: [`${kind}_set_point_fahrenheit`],
        message: `Set point must be between ${min} and ${max} °F`,
      },
    ];
  }
  return [];
}

function checkMode(device: Device, mode: HvacMode): void {
  const modes = device.properties.available_hvac_mode_settings ?? ['off'];
  if (!modes.includes(mode)) {
    throw invalidInput([
      { path: ['hvac_mode_setting'], message: `This thermostat does not support ${mode}` },
    ]);
  }
}

/** The climate setting a heat/cool/heat_cool/off call asks for, validated against the device. */
export function requestedClimate(device: Device, mode: HvacMode, p: Params): ClimateSetting {
  checkMode(device, mode);
  const current = device.properties.current_climate_setting;
  const heat =
    mode === 'heat' || mode === 'heat_cool'
      ? (fahrenheit(p, 'heating') ?? current?.heating_set_point_fahrenheit ?? 68)
      : undefined;
  const cool =
    mode === 'cool' || mode === 'heat_cool'
      ? (fahrenheit(p, 'cooling') ?? current?.cooling_set_point_fahrenheit ?? 76)
      : undefined;
  const issues = [
    ...(heat === undefined ? [] : checkRange(device, 'heating', heat)),
    ...(cool === undefined ? [] : checkRange(device, 'cooling', cool)),
  ];
  const delta = device.properties.min_heating_cooling_delta_fahrenheit ?? 5;
  if (mode === 'heat_cool' && heat !== undefined && cool !== undefined && cool - heat < delta) {
    issues.push({
      path: ['cooling_set_point_fahrenheit'],
      message: `Cooling set point must be at least ${delta} °F above the heating set point`,
    });
  }
  if (issues.length > 0) throw invalidInput(issues);
  return withCelsius({
    hvac_mode_setting: mode,
    automatic_heating_enabled: heat !== undefined,
    automatic_cooling_enabled: cool !== undefined,
    manual_override_allowed: current?.manual_override_allowed ?? true,
    ...(heat === undefined ? {} : { heating_set_point_fahrenheit: heat }),
    ...(cool === undefined ? {} : { cooling_set_point_fahrenheit: cool }),
  });
}

/** Applies a climate setting and derives what the equipment is doing. */
export function applyClimate(device: Device, setting: ClimateSetting): void {
  const props = device.properties;
  props.current_climate_setting = setting;
  Object.assign(
    props,
    equipmentState(setting, props.temperature_fahrenheit ?? 70, props.fan_mode_setting),
  );
  if (props.is_climate_setting_schedule_active) props.is_temporary_manual_override_active = true;
}

const SETTING_FIELDS = [
  'hvac_mode_setting',
  'heating_set_point_fahrenheit',
  'heating_set_point_celsius',
  'cooling_set_point_fahrenheit',
  'cooling_set_point_celsius',
] as const;

/**
 * Checks a default climate setting after a patch as the actions check theirs: the mode the device
 * supports, every set point the patch names within the device's range (whatever the mode), and
 * heat_cool's delta. The merged setting is checked, so a patch naming one set point is measured
 * against the stored other one; a patch that names neither mode nor set point (the manual-override
 * toggle) checks nothing, so a stored default is never refused after the fact.
 */
export function checkDefaultClimate(
  device: Device,
  merged: ClimateSetting,
  patch: Partial<ClimateSetting>,
): void {
  if (!SETTING_FIELDS.some((key) => patch[key] !== undefined)) return;
  checkNamedSetPoints(device, merged as unknown as Params, patch as Params);
  requestedClimate(device, merged.hvac_mode_setting, merged as unknown as Params);
}

/**
 * Range-checks each set point the patch names (in Fahrenheit or Celsius), read from the merged
 * setting in Fahrenheit, whatever the mode: a mode that leaves a set point unused does not make an
 * impossible one acceptable, and a later mode change would put it to use.
 */
export function checkNamedSetPoints(device: Device, merged: Params, patch: Params): void {
  const issues: ValidationIssue[] = [];
  for (const kind of ['heating', 'cooling'] as const) {
    const value = merged[`${kind}_set_point_fahrenheit`];
    const named =
      patch[`${kind}_set_point_fahrenheit`] !== undefined ||
      patch[`${kind}_set_point_celsius`] !== undefined;
    if (named && typeof value === 'number') issues.push(...checkRange(device, kind, value));
  }
  if (issues.length > 0) throw invalidInput(issues);
}

/** Merges a partial default climate setting into the device's default. */
export function mergeDefaultClimate(
  device: Device,
  patch: Partial<ClimateSetting>,
): ClimateSetting {
  const base: ClimateSetting = device.properties.default_climate_setting ?? {
    hvac_mode_setting: 'off',
    automatic_heating_enabled: false,
    automatic_cooling_enabled: false,
    manual_override_allowed: true,
  };
  const merged = { ...base, ...patch };
  if (
    patch.heating_set_point_celsius !== undefined &&
    patch.heating_set_point_fahrenheit === undefined
  )
    merged.heating_set_point_fahrenheit = toFahrenheit(patch.heating_set_point_celsius);
  if (
    patch.cooling_set_point_celsius !== undefined &&
    patch.cooling_set_point_fahrenheit === undefined
  )
    merged.cooling_set_point_fahrenheit = toFahrenheit(patch.cooling_set_point_celsius);
  return withCelsius(merged);
}
