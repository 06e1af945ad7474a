import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/acs/users` namespace. */
export const acsUsers = {
  /** `POST /acs/users/add_to_access_group`. */
  addToAccessGroup: command('/acs/users/add_to_access_group'),
  /** `POST /acs/users/create`, resolving to `acs_user`. */
  create: write('/acs/users/create', 'acs_user'),
  /** `POST /acs/users/delete`. */
  delete: command('/acs/users/delete'),
  /** `GET /acs/users/get`, resolving to `acs_user`. */
  get: read('/acs/users/get', 'acs_user'),
  /** `GET /acs/users/list`, resolving to `acs_users`. */
  list: read('/acs/users/list', 'acs_users'),
  /** `GET /acs/users/list_accessible_entrances`, resolving to `acs_entrances`. */
  listAccessibleEntrances: read('/acs/users/list_accessible_entrances', 'acs_entrances'),
  /** `POST /acs/users/remove_from_access_group`. */
  removeFromAccessGroup: command('/acs/users/remove_from_access_group'),
  /** `POST /acs/users/revoke_access_to_all_entrances`. */
  revokeAccessToAllEntrances: command('/acs/users/revoke_access_to_all_entrances'),
  /** `POST /acs/users/suspend`. */
  suspend: command('/acs/users/suspend'),
  /** `POST /acs/users/unsuspend`. */
  unsuspend: command('/acs/users/unsuspend'),
  /** `POST /acs/users/update`. */
  update: command('/acs/users/update'),
};

/** The `/acs/users` namespace. */
export type AcsUsers = Namespace<typeof acsUsers>;
