import type { Hono } from 'hono';
import { recordEvent } from '../state/events.js';
import type { Runtime } from '../state/runtime.js';
import type { AppEnv } from './app-env.js';
import { defineRoute } from './define-route.js';
import { filterDevices, isLock, isThermostat } from './device-filters.js';
import { findDevice, getDevice } from './lookup.js';

/** `/devices/*`, `/locks/get|list`, `/thermostats/get|list`. */
export function registerDeviceRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/devices/list', ({ params }) => ({
    devices: filterDevices(rt.state.devices.values(), params),
  }));
  defineRoute(app, rt, '/devices/get', ({ params }) => ({ device: findDevice(rt, params) }));
  defineRoute(app, rt, '/devices/update', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    if (typeof params.name === 'string') {
      device.display_name = params.name;
      device.nickname = params.name;
      device.properties.name = params.name;
      device.properties.appearance = { name: params.name };
    }
    if (params.custom_metadata && typeof params.custom_metadata === 'object') {
      device.custom_metadata = {
        ...device.custom_metadata,
        ...(params.custom_metadata as Record<string, string | boolean>),
      };
    }
    return {};
  });
  defineRoute(app, rt, '/devices/delete', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    rt.state.devices.delete(device.device_id);
    for (const [id, code] of rt.state.accessCodes)
      if (code.device_id === device.device_id) rt.state.accessCodes.delete(id);
    recordEvent(rt, 'device.deleted', { device_id: device.device_id });
    return {};
  });
  defineRoute(app, rt, '/locks/list', ({ params }) => {
    const locks = filterDevices(rt.state.devices.values(), params, isLock);
    return { locks, devices: locks };
  });
  defineRoute(app, rt, '/locks/get', ({ params }) => {
    const device = findDevice(rt, params);
    return { lock: device, device };
  });
  defineRoute(app, rt, '/thermostats/list', ({ params }) => ({
    thermostats: filterDevices(rt.state.devices.values(), params, isThermostat),
  }));
  defineRoute(app, rt, '/thermostats/get', ({ params }) => ({
    thermostat: findDevice(rt, params),
  }));
}
