import { command, type Namespace, read } from './operations.js';

/** Operations of the `/access_codes/unmanaged` namespace. */
export const unmanagedAccessCodes = {
  /** `POST /access_codes/unmanaged/convert_to_managed`. */
  convertToManaged: command('/access_codes/unmanaged/convert_to_managed'),
  /** `POST /access_codes/unmanaged/delete`. */
  delete: command('/access_codes/unmanaged/delete'),
  /** `GET /access_codes/unmanaged/get`, resolving to `access_code`. */
  get: read('/access_codes/unmanaged/get', 'access_code'),
  /** `GET /access_codes/unmanaged/list`, resolving to `access_codes`. */
  list: read('/access_codes/unmanaged/list', 'access_codes'),
  /** `POST /access_codes/unmanaged/update`. */
  update: command('/access_codes/unmanaged/update'),
};

/** The `/access_codes/unmanaged` namespace. */
export type UnmanagedAccessCodes = Namespace<typeof unmanagedAccessCodes>;
