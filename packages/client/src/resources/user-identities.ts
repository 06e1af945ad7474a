import { enrollmentAutomations } from './enrollment-automations.js';
import { type Namespace, namespace } from './operations.js';

/** Operations of the `/user_identities` namespace. */
export const userIdentities = namespace('/user_identities', (op) => ({
  /** `/user_identities/enrollment_automations` operations. */
  enrollmentAutomations: enrollmentAutomations,
  /** `POST /user_identities/add_acs_user`. */
  addAcsUser: op.command(),
  /** `POST /user_identities/create`, resolving to `user_identity`. */
  create: op.write('user_identity'),
  /** `POST /user_identities/delete`. */
  delete: op.command(),
  /** `GET /user_identities/get`, resolving to `user_identity`. */
  get: op.read('user_identity'),
  /** `POST /user_identities/grant_access_to_device`. */
  grantAccessToDevice: op.command(),
  /** `GET /user_identities/list`, resolving to `user_identities`. */
  list: op.read('user_identities'),
  /** `GET /user_identities/list_accessible_devices`, resolving to `devices`. */
  listAccessibleDevices: op.read('devices'),
  /** `GET /user_identities/list_acs_systems`, resolving to `acs_systems`. */
  listAcsSystems: op.read('acs_systems'),
  /** `GET /user_identities/list_acs_users`, resolving to `acs_users`. */
  listAcsUsers: op.read('acs_users'),
  /** `POST /user_identities/remove_acs_user`. */
  removeAcsUser: op.command(),
  /** `POST /user_identities/revoke_access_to_device`. */
  revokeAccessToDevice: op.command(),
  /** `POST /user_identities/update`. */
  update: op.command(),
}));

/** The `/user_identities` namespace. */
export type UserIdentities = Namespace<typeof userIdentities>;
