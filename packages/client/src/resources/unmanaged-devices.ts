import { type Namespace, namespace } from './operations.js';

/** Operations of the `/devices/unmanaged` namespace. */
export const unmanagedDevices = namespace('/devices/unmanaged', (op) => ({
  /** `GET /devices/unmanaged/get`, resolving to `device`. */
  get: op.read('get', 'device'),
  /** `GET /devices/unmanaged/list`, resolving to `devices`. */
  list: op.read('list', 'devices'),
  /** `POST /devices/unmanaged/update`. */
  update: op.command('update'),
}));

/** The `/devices/unmanaged` namespace. */
export type UnmanagedDevices = Namespace<typeof unmanagedDevices>;
