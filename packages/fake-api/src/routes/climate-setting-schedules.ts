import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { withCelsius } from '../seed/device-factory.js';
import type { Runtime } from '../state/runtime.js';
import { toFahrenheit } from '../state/temperature.js';
import type { ClimateSettingSchedule, Device, HvacMode } from '../state/types.js';
import { invalidInput, notFound, type ValidationIssue } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params } from './define-route.js';
import { isIsoDateTime } from './iso-date.js';
import { getDevice, requireCapability } from './lookup.js';
import { checkNamedSetPoints, requestedClimate } from './thermostat-rules.js';

const SETTING_KEYS = [
  'hvac_mode_setting',
  'automatic_heating_enabled',
  'automatic_cooling_enabled',
  'manual_override_allowed',
  'heating_set_point_fahrenheit',
  'heating_set_point_celsius',
  'cooling_set_point_fahrenheit',
  'cooling_set_point_celsius',
] as const;

function checkWindow(starts: string, ends: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!isIsoDateTime(starts))
    issues.push({ path: ['schedule_starts_at'], message: 'Invalid datetime' });
  if (!isIsoDateTime(ends))
    issues.push({ path: ['schedule_ends_at'], message: 'Invalid datetime' });
  if (issues.length === 0 && Date.parse(starts) >= Date.parse(ends)) {
    issues.push({
      path: ['schedule_ends_at'],
      message: 'schedule_ends_at must be later than schedule_starts_at',
    });
  }
  return issues;
}

/** The schedule's climate fields after a write; a Celsius-only set point replaces the old one. */
function mergedSetting(schedule: Partial<ClimateSettingSchedule>, p: Params): Params {
  const merged: Params = {};
  for (const key of SETTING_KEYS) {
    const value = p[key] ?? schedule[key];
    if (value !== undefined) merged[key] = value;
  }
  for (const kind of ['heating', 'cooling'] as const) {
    const celsius = p[`${kind}_set_point_celsius`];
    if (typeof celsius === 'number' && p[`${kind}_set_point_fahrenheit`] === undefined)
      merged[`${kind}_set_point_fahrenheit`] = toFahrenheit(celsius);
  }
  return merged;
}

/**
 * Rejects set points the write names outside the thermostat's range, with or without a mode (as
 * `/thermostats/update` does), then the merged mode if the thermostat lacks it or its heat_cool
 * delta is too small, as the actions do.
 */
function checkSetting(device: Device, setting: Params, p: Params): void {
  checkNamedSetPoints(device, setting, p);
  const mode = setting.hvac_mode_setting as HvacMode | undefined;
  if (mode !== undefined) requestedClimate(device, mode, setting);
}

function applyFields(schedule: ClimateSettingSchedule, p: Params, setting: Params): void {
  if (typeof p.name === 'string') schedule.name = p.name;
  if (typeof p.schedule_starts_at === 'string') schedule.schedule_starts_at = p.schedule_starts_at;
  if (typeof p.schedule_ends_at === 'string') schedule.schedule_ends_at = p.schedule_ends_at;
  Object.assign(schedule, withCelsius({ ...schedule, ...setting } as never));
}

function getSchedule(rt: Runtime, id: unknown): ClimateSettingSchedule {
  const schedule = rt.state.climateSettingSchedules.get(id as string);
  if (!schedule) throw notFound('climate_setting_schedule');
  return schedule;
}

/** Keeps the device's `active_climate_setting_schedule` in step with an edited schedule. */
function syncActive(rt: Runtime, schedule: ClimateSettingSchedule): void {
  const device = rt.state.devices.get(schedule.device_id);
  if (
    device?.properties.active_climate_setting_schedule?.climate_setting_schedule_id ===
    schedule.climate_setting_schedule_id
  ) {
    device.properties.active_climate_setting_schedule = schedule;
  }
}

/** `/thermostats/climate_setting_schedules/*`. */
export function registerClimateScheduleRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  const base = '/thermostats/climate_setting_schedules';
  defineRoute(app, rt, `${base}/list`, ({ params }) => {
    getDevice(rt, params.device_id);
    return {
      climate_setting_schedules: [...rt.state.climateSettingSchedules.values()].filter(
        (s) => s.device_id === params.device_id,
      ),
    };
  });
  defineRoute(app, rt, `${base}/get`, ({ params }) => ({
    climate_setting_schedule: getSchedule(rt, params.climate_setting_schedule_id),
  }));
  defineRoute(app, rt, `${base}/create`, ({ params }) => {
    const device = getDevice(rt, params.device_id);
    requireCapability(device, 'thermostat');
    const issues = checkWindow(
      params.schedule_starts_at as string,
      params.schedule_ends_at as string,
    );
    if (issues.length > 0) throw invalidInput(issues);
    const setting = mergedSetting({}, params);
    checkSetting(device, setting, params);
    const schedule: ClimateSettingSchedule = {
      climate_setting_schedule_id: randomUUID(),
      schedule_type: 'time_bound',
      device_id: device.device_id,
      name: 'Climate Setting Schedule',
      schedule_starts_at: '',
      schedule_ends_at: '',
      created_at: new Date(rt.now()).toISOString(),
      errors: [],
      manual_override_allowed: true,
    };
    applyFields(schedule, params, setting);
    rt.state.climateSettingSchedules.set(schedule.climate_setting_schedule_id, schedule);
    return { climate_setting_schedule: schedule };
  });
  defineRoute(app, rt, `${base}/update`, ({ params }) => {
    const schedule = getSchedule(rt, params.climate_setting_schedule_id);
    const issues = checkWindow(
      (params.schedule_starts_at as string | undefined) ?? schedule.schedule_starts_at,
      (params.schedule_ends_at as string | undefined) ?? schedule.schedule_ends_at,
    );
    if (issues.length > 0) throw invalidInput(issues);
    const setting = mergedSetting(schedule, params);
    const device = rt.state.devices.get(schedule.device_id);
    if (device) checkSetting(device, setting, params);
    applyFields(schedule, params, setting);
    syncActive(rt, schedule);
    return { climate_setting_schedule: schedule };
  });
  defineRoute(app, rt, `${base}/delete`, ({ params }) => {
    const schedule = getSchedule(rt, params.climate_setting_schedule_id);
    rt.state.climateSettingSchedules.delete(schedule.climate_setting_schedule_id);
    const device = rt.state.devices.get(schedule.device_id);
    if (
      device?.properties.active_climate_setting_schedule?.climate_setting_schedule_id ===
      schedule.climate_setting_schedule_id
    ) {
      delete device.properties.active_climate_setting_schedule;
      device.properties.is_climate_setting_schedule_active = false;
    }
    return {};
  });
}
