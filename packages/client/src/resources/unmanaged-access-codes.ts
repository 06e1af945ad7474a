import { type Namespace, namespace } from './operations.js';

/** Operations of the `/access_codes/unmanaged` namespace. */
export const unmanagedAccessCodes = namespace('/access_codes/unmanaged', (op) => ({
  /** `POST /access_codes/unmanaged/convert_to_managed`. */
  convertToManaged: op.command(),
  /** `POST /access_codes/unmanaged/delete`. */
  delete: op.command(),
  /** `GET /access_codes/unmanaged/get`, resolving to `access_code`. */
  get: op.read('access_code'),
  /** `GET /access_codes/unmanaged/list`, resolving to `access_codes`. */
  list: op.read('access_codes'),
  /** `POST /access_codes/unmanaged/update`. */
  update: op.command(),
}));

/** The `/access_codes/unmanaged` namespace. */
export type UnmanagedAccessCodes = Namespace<typeof unmanagedAccessCodes>;
