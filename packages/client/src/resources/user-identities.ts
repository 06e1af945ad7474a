import { enrollmentAutomations } from './enrollment-automations.js';
import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/user_identities` namespace. */
export const userIdentities = {
  /** `/user_identities/enrollment_automations` operations. */
  enrollmentAutomations: enrollmentAutomations,
  /** `POST /user_identities/add_acs_user`. */
  addAcsUser: command('/user_identities/add_acs_user'),
  /** `POST /user_identities/create`, resolving to `user_identity`. */
  create: write('/user_identities/create', 'user_identity'),
  /** `POST /user_identities/delete`. */
  delete: command('/user_identities/delete'),
  /** `GET /user_identities/get`, resolving to `user_identity`. */
  get: read('/user_identities/get', 'user_identity'),
  /** `POST /user_identities/grant_access_to_device`. */
  grantAccessToDevice: command('/user_identities/grant_access_to_device'),
  /** `GET /user_identities/list`, resolving to `user_identities`. */
  list: read('/user_identities/list', 'user_identities'),
  /** `GET /user_identities/list_accessible_devices`, resolving to `devices`. */
  listAccessibleDevices: read('/user_identities/list_accessible_devices', 'devices'),
  /** `GET /user_identities/list_acs_systems`, resolving to `acs_systems`. */
  listAcsSystems: read('/user_identities/list_acs_systems', 'acs_systems'),
  /** `GET /user_identities/list_acs_users`, resolving to `acs_users`. */
  listAcsUsers: read('/user_identities/list_acs_users', 'acs_users'),
  /** `POST /user_identities/remove_acs_user`. */
  removeAcsUser: command('/user_identities/remove_acs_user'),
  /** `POST /user_identities/revoke_access_to_device`. */
  revokeAccessToDevice: command('/user_identities/revoke_access_to_device'),
  /** `POST /user_identities/update`. */
  update: command('/user_identities/update'),
};

/** The `/user_identities` namespace. */
export type UserIdentities = Namespace<typeof userIdentities>;
