import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/credential_provisioning_automations` namespace. */
export const acsCredentialProvisioningAutomations = namespace(
  '/acs/credential_provisioning_automations',
  (op) => ({
    /** `POST /acs/credential_provisioning_automations/launch`, resolving to `acs_credential_provisioning_automation`. */
    launch: op.write('acs_credential_provisioning_automation'),
  }),
);

/** The `/acs/credential_provisioning_automations` namespace. */
export type AcsCredentialProvisioningAutomations = Namespace<
  typeof acsCredentialProvisioningAutomations
>;
