import { acsAccessGroups } from './acs-access-groups.js';
import { acsCredentialPools } from './acs-credential-pools.js';
import { acsCredentialProvisioningAutomations } from './acs-credential-provisioning-automations.js';
import { acsCredentials } from './acs-credentials.js';
import { acsEntrances } from './acs-entrances.js';
import { acsSystems } from './acs-systems.js';
import { acsUsers } from './acs-users.js';
import type { Namespace } from './operations.js';

/** Operations of the `/acs` namespace. */
export const acs = {
  /** `/acs/access_groups` operations. */
  accessGroups: acsAccessGroups,
  /** `/acs/credential_pools` operations. */
  credentialPools: acsCredentialPools,
  /** `/acs/credential_provisioning_automations` operations. */
  credentialProvisioningAutomations: acsCredentialProvisioningAutomations,
  /** `/acs/credentials` operations. */
  credentials: acsCredentials,
  /** `/acs/entrances` operations. */
  entrances: acsEntrances,
  /** `/acs/systems` operations. */
  systems: acsSystems,
  /** `/acs/users` operations. */
  users: acsUsers,
};

/** The `/acs` namespace. */
export type Acs = Namespace<typeof acs>;
