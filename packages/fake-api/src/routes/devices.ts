import type { Hono } from 'hono';
import { recordEvent } from '../state/events.js';
import { removeDevices } from '../state/remove-devices.js';
import type { Runtime } from '../state/runtime.js';
import type { AppEnv } from './app-env.js';
import { patchCustomMetadata } from './custom-metadata.js';
import { defineRoute } from './define-route.js';
import { filterDevices, isLock, isThermostat } from './device-filters.js';
import { devicesListed, findDevice, getDevice } from './lookup.js';
import { setManaged } from './unmanaged-devices.js';

/** `/devices/*`, `/locks/get|list`, `/thermostats/get|list`. */
export function registerDeviceRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/devices/list', ({ params }) => ({
    devices: filterDevices(devicesListed(rt, rt.state.devices.values(), params), params),
  }));
  defineRoute(app, rt, '/devices/get', ({ params }) => ({ device: findDevice(rt, params) }));
  defineRoute(app, rt, '/devices/update', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    const nested = params.properties as { name?: string | null } | undefined;
    const name = params.name ?? nested?.name;
    if (typeof name === 'string') {
      device.display_name = name;
      device.nickname = name;
      device.properties.name = name;
      device.properties.appearance = { name };
    }
    device.custom_metadata = patchCustomMetadata(device.custom_metadata, params.custom_metadata);
    if (params.is_managed === false) {
      setManaged(rt, device, false);
      recordEvent(rt, 'device.converted_to_unmanaged', { device_id: device.device_id });
    }
    return {};
  });
  defineRoute(app, rt, '/devices/delete', ({ params }) => {
    const device = getDevice(rt, params.device_id);
    removeDevices(rt, new Set([device.device_id]));
    recordEvent(rt, 'device.deleted', {
      device_id: device.device_id,
      connected_account_id: device.connected_account_id,
    });
    return {};
  });
  defineRoute(app, rt, '/locks/list', ({ params }) => {
    const locks = filterDevices(
      devicesListed(rt, rt.state.devices.values(), params),
      params,
      isLock,
    );
    return { locks, devices: locks };
  });
  defineRoute(app, rt, '/locks/get', ({ params }) => {
    const device = findDevice(rt, params, isLock);
    return { lock: device, device };
  });
  defineRoute(app, rt, '/thermostats/list', ({ params }) => ({
    thermostats: filterDevices(
      devicesListed(rt, rt.state.devices.values(), params),
      params,
      isThermostat,
    ),
  }));
  defineRoute(app, rt, '/thermostats/get', ({ params }) => ({
    thermostat: findDevice(rt, params, isThermostat),
  }));
}
