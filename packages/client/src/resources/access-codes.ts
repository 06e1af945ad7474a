import { accessCodesSimulate } from './access-codes-simulate.js';
import { command, type Namespace, read, write } from './operations.js';
import { unmanagedAccessCodes } from './unmanaged-access-codes.js';

/** Operations of the `/access_codes` namespace. */
export const accessCodes = {
  /** `/access_codes/simulate` operations. */
  simulate: accessCodesSimulate,
  /** `/access_codes/unmanaged` operations. */
  unmanaged: unmanagedAccessCodes,
  /** `POST /access_codes/create`, resolving to `access_code`. */
  create: write('/access_codes/create', 'access_code'),
  /** `POST /access_codes/create_multiple`, resolving to `access_codes`. */
  createMultiple: write('/access_codes/create_multiple', 'access_codes'),
  /** `POST /access_codes/delete`. */
  delete: command('/access_codes/delete'),
  /** `POST /access_codes/generate_code`, resolving to `generated_code`. */
  generateCode: write('/access_codes/generate_code', 'generated_code'),
  /** `GET /access_codes/get`, resolving to `access_code`. */
  get: read('/access_codes/get', 'access_code'),
  /** `GET /access_codes/list`, resolving to `access_codes`. */
  list: read('/access_codes/list', 'access_codes'),
  /** `POST /access_codes/pull_backup_access_code`, resolving to `backup_access_code`. */
  pullBackupAccessCode: write('/access_codes/pull_backup_access_code', 'backup_access_code'),
  /** `POST /access_codes/update`. */
  update: command('/access_codes/update'),
};

/** The `/access_codes` namespace. */
export type AccessCodes = Namespace<typeof accessCodes>;
