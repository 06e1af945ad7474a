import { type Namespace, namespace } from './operations.js';

/** Operations of the `/devices/unmanaged` namespace. */
export const unmanagedDevices = namespace('/devices/unmanaged', (op) => ({
  /** `GET /devices/unmanaged/get`, resolving to `device`. */
  get: op.read('device'),
  /** `GET /devices/unmanaged/list`, resolving to `devices`. */
  list: op.read('devices'),
  /** `POST /devices/unmanaged/update`. */
  update: op.command(),
}));

/** The `/devices/unmanaged` namespace. */
export type UnmanagedDevices = Namespace<typeof unmanagedDevices>;
