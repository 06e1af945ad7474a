import { AcsAccessGroups } from './acs-access-groups.js';
import { AcsCredentialPools } from './acs-credential-pools.js';
import { AcsCredentialProvisioningAutomations } from './acs-credential-provisioning-automations.js';
import { AcsCredentials } from './acs-credentials.js';
import { AcsEntrances } from './acs-entrances.js';
import { AcsSystems } from './acs-systems.js';
import { AcsUsers } from './acs-users.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs` namespace. */
export class Acs {
  /** `/acs/access_groups` operations. */
  readonly accessGroups: AcsAccessGroups;
  /** `/acs/credential_pools` operations. */
  readonly credentialPools: AcsCredentialPools;
  /** `/acs/credential_provisioning_automations` operations. */
  readonly credentialProvisioningAutomations: AcsCredentialProvisioningAutomations;
  /** `/acs/credentials` operations. */
  readonly credentials: AcsCredentials;
  /** `/acs/entrances` operations. */
  readonly entrances: AcsEntrances;
  /** `/acs/systems` operations. */
  readonly systems: AcsSystems;
  /** `/acs/users` operations. */
  readonly users: AcsUsers;

  constructor(context: ResourceContext) {
    this.accessGroups = new AcsAccessGroups(context);
    this.credentialPools = new AcsCredentialPools(context);
    this.credentialProvisioningAutomations = new AcsCredentialProvisioningAutomations(context);
    this.credentials = new AcsCredentials(context);
    this.entrances = new AcsEntrances(context);
    this.systems = new AcsSystems(context);
    this.users = new AcsUsers(context);
  }
}
