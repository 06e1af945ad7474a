import { command, type Namespace, read } from './operations.js';

/** Operations of the `/devices/unmanaged` namespace. */
export const unmanagedDevices = {
  /** `GET /devices/unmanaged/get`, resolving to `device`. */
  get: read('/devices/unmanaged/get', 'device'),
  /** `GET /devices/unmanaged/list`, resolving to `devices`. */
  list: read('/devices/unmanaged/list', 'devices'),
  /** `POST /devices/unmanaged/update`. */
  update: command('/devices/unmanaged/update'),
};

/** The `/devices/unmanaged` namespace. */
export type UnmanagedDevices = Namespace<typeof unmanagedDevices>;
