import { command, type Namespace, read } from './operations.js';

/** Operations of the `/acs/access_groups` namespace. */
export const acsAccessGroups = {
  /** `POST /acs/access_groups/add_user`. */
  addUser: command('/acs/access_groups/add_user'),
  /** `GET /acs/access_groups/get`, resolving to `acs_access_group`. */
  get: read('/acs/access_groups/get', 'acs_access_group'),
  /** `GET /acs/access_groups/list`, resolving to `acs_access_groups`. */
  list: read('/acs/access_groups/list', 'acs_access_groups'),
  /** `GET /acs/access_groups/list_users`, resolving to `acs_users`. */
  listUsers: read('/acs/access_groups/list_users', 'acs_users'),
  /** `POST /acs/access_groups/remove_user`. */
  removeUser: command('/acs/access_groups/remove_user'),
};

/** The `/acs/access_groups` namespace. */
export type AcsAccessGroups = Namespace<typeof acsAccessGroups>;
