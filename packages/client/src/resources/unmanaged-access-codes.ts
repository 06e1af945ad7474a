import { type Namespace, namespace } from './operations.js';

/** Operations of the `/access_codes/unmanaged` namespace. */
export const unmanagedAccessCodes = namespace('/access_codes/unmanaged', (op) => ({
  /** `POST /access_codes/unmanaged/convert_to_managed`. */
  convertToManaged: op.command('convert_to_managed'),
  /** `POST /access_codes/unmanaged/delete`. */
  delete: op.command('delete'),
  /** `GET /access_codes/unmanaged/get`, resolving to `access_code`. */
  get: op.read('get', 'access_code'),
  /** `GET /access_codes/unmanaged/list`, resolving to `access_codes`. */
  list: op.read('list', 'access_codes'),
  /** `POST /access_codes/unmanaged/update`. */
  update: op.command('update'),
}));

/** The `/access_codes/unmanaged` namespace. */
export type UnmanagedAccessCodes = Namespace<typeof unmanagedAccessCodes>;
