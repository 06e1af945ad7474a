import { accessCodesSimulate } from './access-codes-simulate.js';
import { type Namespace, namespace } from './operations.js';
import { unmanagedAccessCodes } from './unmanaged-access-codes.js';

/** Operations of the `/access_codes` namespace. */
export const accessCodes = namespace('/access_codes', (op) => ({
  /** `/access_codes/simulate` operations. */
  simulate: accessCodesSimulate,
  /** `/access_codes/unmanaged` operations. */
  unmanaged: unmanagedAccessCodes,
  /** `POST /access_codes/create`, resolving to `access_code`. */
  create: op.write('access_code'),
  /** `POST /access_codes/create_multiple`, resolving to `access_codes`. */
  createMultiple: op.write('access_codes'),
  /** `POST /access_codes/delete`. */
  delete: op.command(),
  /** `POST /access_codes/generate_code`, resolving to `generated_code`. */
  generateCode: op.write('generated_code'),
  /** `GET /access_codes/get`, resolving to `access_code`. */
  get: op.read('access_code'),
  /** `GET /access_codes/list`, resolving to `access_codes`. */
  list: op.read('access_codes'),
  /** `POST /access_codes/pull_backup_access_code`, resolving to `backup_access_code`. */
  pullBackupAccessCode: op.write('backup_access_code'),
  /** `POST /access_codes/update`. */
  update: op.command(),
}));

/** The `/access_codes` namespace. */
export type AccessCodes = Namespace<typeof accessCodes>;
