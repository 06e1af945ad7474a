import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/entrances` namespace. */
export const acsEntrances = namespace('/acs/entrances', (op) => ({
  /** `GET /acs/entrances/get`, resolving to `acs_entrance`. */
  get: op.read('acs_entrance'),
  /** `POST /acs/entrances/grant_access`. */
  grantAccess: op.command(),
  /** `GET /acs/entrances/list`, resolving to `acs_entrances`. */
  list: op.read('acs_entrances'),
  /** `GET /acs/entrances/list_credentials_with_access`, resolving to `acs_credentials`. */
  listCredentialsWithAccess: op.read('acs_credentials'),
}));

/** The `/acs/entrances` namespace. */
export type AcsEntrances = Namespace<typeof acsEntrances>;
