import type { Hono } from 'hono';
import { type ActionOutcome, startActionAttempt } from '../state/action-attempts.js';
import type { Runtime } from '../state/runtime.js';
import { equipmentState } from '../state/thermostat-equipment.js';
import type { ClimateSetting, Device, HvacMode } from '../state/types.js';
import { invalidInput } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute, type Params } from './define-route.js';
import { unreachable } from './locks.js';
import { getDevice, requireCapability } from './lookup.js';
import {
  applyClimate,
  checkDefaultClimate,
  mergeDefaultClimate,
  requestedClimate,
} from './thermostat-rules.js';

const MODE_ACTIONS: Record<string, [HvacMode, string]> = {
  '/thermostats/heat': ['heat', 'SET_HEAT'],
  '/thermostats/cool': ['cool', 'SET_COOL'],
  '/thermostats/heat_cool': ['heat_cool', 'SET_HEAT_COOL'],
  '/thermostats/off': ['off', 'SET_THERMOSTAT_OFF'],
};

function act(
  rt: Runtime,
  device: Device,
  path: string,
  actionType: string,
  sync: boolean,
  change: (d: Device) => void,
) {
  const complete = (): ActionOutcome => {
    const current = rt.state.devices.get(device.device_id);
    if (!current) return { error: { type: 'device_not_found', message: 'Device not found' } };
    const problem = unreachable(current);
    if (problem) return problem;
    // No event: the contract has no thermostat event type for a change made through the API; the
    // action attempt is its record.
    change(current);
    return { result: {} };
  };
  return {
    action_attempt: startActionAttempt(rt, {
      actionType,
      deviceId: device.device_id,
      path,
      complete,
      sync,
    }),
  };
}

function thermostat(rt: Runtime, p: Params): Device {
  const device = getDevice(rt, p.device_id);
  requireCapability(device, 'thermostat');
  return device;
}

/** `/thermostats/*` actions and default-climate updates. */
export function registerThermostatRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  for (const [path, [mode, actionType]] of Object.entries(MODE_ACTIONS)) {
    defineRoute(app, rt, path, ({ params }) => {
      const device = thermostat(rt, params);
      const setting = requestedClimate(device, mode, params);
      return act(rt, device, path, actionType, params.sync === true, (d) =>
        applyClimate(d, setting),
      );
    });
  }
  defineRoute(app, rt, '/thermostats/set_fan_mode', ({ params }) => {
    const device = thermostat(rt, params);
    const fanMode = (params.fan_mode_setting ?? params.fan_mode) as
      | 'auto'
      | 'on'
      | 'circulate'
      | undefined;
    if (fanMode !== 'auto' && fanMode !== 'on') {
      throw invalidInput([
        {
          path: ['fan_mode_setting'],
          message:
            fanMode === undefined
              ? 'Required'
              : `This thermostat does not support fan mode ${fanMode}`,
        },
      ]);
    }
    return act(
      rt,
      device,
      '/thermostats/set_fan_mode',
      'SET_FAN_MODE',
      params.sync === true,
      (d) => {
        d.properties.fan_mode_setting = fanMode;
        const { current_climate_setting, temperature_fahrenheit } = d.properties;
        Object.assign(
          d.properties,
          equipmentState(current_climate_setting, temperature_fahrenheit ?? 70, fanMode),
        );
      },
    );
  });
  defineRoute(app, rt, '/thermostats/update', ({ params }) => {
    const device = thermostat(rt, params);
    const patch = params.default_climate_setting as Partial<ClimateSetting>;
    // Checked after merging, so set points without a mode are range-checked too and a heat_cool
    // delta is measured against the stored default, not the current climate.
    const merged = mergeDefaultClimate(device, patch);
    checkDefaultClimate(device, merged, patch);
    device.properties.default_climate_setting = merged;
    return {};
  });
}
