import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/credentials` namespace. */
export const acsCredentials = namespace('/acs/credentials', (op) => ({
  /** `POST /acs/credentials/assign`, resolving to `acs_credential`. */
  assign: op.write('acs_credential'),
  /** `POST /acs/credentials/create`, resolving to `acs_credential`. */
  create: op.write('acs_credential'),
  /** `POST /acs/credentials/delete`. */
  delete: op.command(),
  /** `GET /acs/credentials/get`, resolving to `acs_credential`. */
  get: op.read('acs_credential'),
  /** `GET /acs/credentials/list`, resolving to `acs_credentials`. */
  list: op.read('acs_credentials'),
  /** `POST /acs/credentials/unassign`, resolving to `acs_credential`. */
  unassign: op.write('acs_credential'),
  /** `POST /acs/credentials/update`, resolving to `acs_credential`. */
  update: op.write('acs_credential'),
}));

/** The `/acs/credentials` namespace. */
export type AcsCredentials = Namespace<typeof acsCredentials>;
