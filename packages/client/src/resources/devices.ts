import { devicesSimulate } from './devices-simulate.js';
import { type Namespace, namespace } from './operations.js';
import { unmanagedDevices } from './unmanaged-devices.js';

/** Operations of the `/devices` namespace. */
export const devices = namespace('/devices', (op) => ({
  /** `/devices/simulate` operations. */
  simulate: devicesSimulate,
  /** `/devices/unmanaged` operations. */
  unmanaged: unmanagedDevices,
  /** `POST /devices/delete`. */
  delete: op.command(),
  /** `GET /devices/get`, resolving to `device`. */
  get: op.read('device'),
  /** `GET /devices/list`, resolving to `devices`. */
  list: op.read('devices'),
  /** `GET /devices/list_device_providers`, resolving to `device_providers`. */
  listDeviceProviders: op.read('device_providers'),
  /** `POST /devices/update`. */
  update: op.command(),
}));

/** The `/devices` namespace. */
export type Devices = Namespace<typeof devices>;
