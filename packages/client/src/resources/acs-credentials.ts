import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/acs/credentials` namespace. */
export const acsCredentials = {
  /** `POST /acs/credentials/assign`, resolving to `acs_credential`. */
  assign: write('/acs/credentials/assign', 'acs_credential'),
  /** `POST /acs/credentials/create`, resolving to `acs_credential`. */
  create: write('/acs/credentials/create', 'acs_credential'),
  /** `POST /acs/credentials/delete`. */
  delete: command('/acs/credentials/delete'),
  /** `GET /acs/credentials/get`, resolving to `acs_credential`. */
  get: read('/acs/credentials/get', 'acs_credential'),
  /** `GET /acs/credentials/list`, resolving to `acs_credentials`. */
  list: read('/acs/credentials/list', 'acs_credentials'),
  /** `POST /acs/credentials/unassign`, resolving to `acs_credential`. */
  unassign: write('/acs/credentials/unassign', 'acs_credential'),
  /** `POST /acs/credentials/update`, resolving to `acs_credential`. */
  update: write('/acs/credentials/update', 'acs_credential'),
};

/** The `/acs/credentials` namespace. */
export type AcsCredentials = Namespace<typeof acsCredentials>;
