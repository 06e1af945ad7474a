import { devicesSimulate } from './devices-simulate.js';
import { command, type Namespace, read } from './operations.js';
import { unmanagedDevices } from './unmanaged-devices.js';

/** Operations of the `/devices` namespace. */
export const devices = {
  /** `/devices/simulate` operations. */
  simulate: devicesSimulate,
  /** `/devices/unmanaged` operations. */
  unmanaged: unmanagedDevices,
  /** `POST /devices/delete`. */
  delete: command('/devices/delete'),
  /** `GET /devices/get`, resolving to `device`. */
  get: read('/devices/get', 'device'),
  /** `GET /devices/list`, resolving to `devices`. */
  list: read('/devices/list', 'devices'),
  /** `GET /devices/list_device_providers`, resolving to `device_providers`. */
  listDeviceProviders: read('/devices/list_device_providers', 'device_providers'),
  /** `POST /devices/update`. */
  update: command('/devices/update'),
};

/** The `/devices` namespace. */
export type Devices = Namespace<typeof devices>;
