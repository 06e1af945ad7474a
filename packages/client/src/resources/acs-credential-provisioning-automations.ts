import { type Namespace, write } from './operations.js';

/** Operations of the `/acs/credential_provisioning_automations` namespace. */
export const acsCredentialProvisioningAutomations = {
  /** `POST /acs/credential_provisioning_automations/launch`, resolving to `acs_credential_provisioning_automation`. */
  launch: write(
    '/acs/credential_provisioning_automations/launch',
    'acs_credential_provisioning_automation',
  ),
};

/** The `/acs/credential_provisioning_automations` namespace. */
export type AcsCredentialProvisioningAutomations = Namespace<
  typeof acsCredentialProvisioningAutomations
>;
