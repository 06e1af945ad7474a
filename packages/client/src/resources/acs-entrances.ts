import { command, type Namespace, read } from './operations.js';

/** Operations of the `/acs/entrances` namespace. */
export const acsEntrances = {
  /** `GET /acs/entrances/get`, resolving to `acs_entrance`. */
  get: read('/acs/entrances/get', 'acs_entrance'),
  /** `POST /acs/entrances/grant_access`. */
  grantAccess: command('/acs/entrances/grant_access'),
  /** `GET /acs/entrances/list`, resolving to `acs_entrances`. */
  list: read('/acs/entrances/list', 'acs_entrances'),
  /** `GET /acs/entrances/list_credentials_with_access`, resolving to `acs_credentials`. */
  listCredentialsWithAccess: read('/acs/entrances/list_credentials_with_access', 'acs_credentials'),
};

/** The `/acs/entrances` namespace. */
export type AcsEntrances = Namespace<typeof acsEntrances>;
