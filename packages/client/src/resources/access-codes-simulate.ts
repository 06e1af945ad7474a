import { type Namespace, namespace } from './operations.js';

/** Operations of the `/access_codes/simulate` namespace. */
export const accessCodesSimulate = namespace('/access_codes/simulate', (op) => ({
  /** `POST /access_codes/simulate/create_unmanaged_access_code`, resolving to `access_code`. */
  createUnmanagedAccessCode: op.write('access_code'),
}));

/** The `/access_codes/simulate` namespace. */
export type AccessCodesSimulate = Namespace<typeof accessCodesSimulate>;
