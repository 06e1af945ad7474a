import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/users` namespace. */
export const acsUsers = namespace('/acs/users', (op) => ({
  /** `POST /acs/users/add_to_access_group`. */
  addToAccessGroup: op.command(),
  /** `POST /acs/users/create`, resolving to `acs_user`. */
  create: op.write('acs_user'),
  /** `POST /acs/users/delete`. */
  delete: op.command(),
  /** `GET /acs/users/get`, resolving to `acs_user`. */
  get: op.read('acs_user'),
  /** `GET /acs/users/list`, resolving to `acs_users`. */
  list: op.read('acs_users'),
  /** `GET /acs/users/list_accessible_entrances`, resolving to `acs_entrances`. */
  listAccessibleEntrances: op.read('acs_entrances'),
  /** `POST /acs/users/remove_from_access_group`. */
  removeFromAccessGroup: op.command(),
  /** `POST /acs/users/revoke_access_to_all_entrances`. */
  revokeAccessToAllEntrances: op.command(),
  /** `POST /acs/users/suspend`. */
  suspend: op.command(),
  /** `POST /acs/users/unsuspend`. */
  unsuspend: op.command(),
  /** `POST /acs/users/update`. */
  update: op.command(),
}));

/** The `/acs/users` namespace. */
export type AcsUsers = Namespace<typeof acsUsers>;
