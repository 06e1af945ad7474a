import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/access_groups` namespace. */
export const acsAccessGroups = namespace('/acs/access_groups', (op) => ({
  /** `POST /acs/access_groups/add_user`. */
  addUser: op.command(),
  /** `GET /acs/access_groups/get`, resolving to `acs_access_group`. */
  get: op.read('acs_access_group'),
  /** `GET /acs/access_groups/list`, resolving to `acs_access_groups`. */
  list: op.read('acs_access_groups'),
  /** `GET /acs/access_groups/list_users`, resolving to `acs_users`. */
  listUsers: op.read('acs_users'),
  /** `POST /acs/access_groups/remove_user`. */
  removeUser: op.command(),
}));

/** The `/acs/access_groups` namespace. */
export type AcsAccessGroups = Namespace<typeof acsAccessGroups>;
