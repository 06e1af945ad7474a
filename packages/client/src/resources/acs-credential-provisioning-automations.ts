import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/acs/credential_provisioning_automations` namespace. */
export class AcsCredentialProvisioningAutomations {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /acs/credential_provisioning_automations/launch`, resolving to `acs_credential_provisioning_automation`. */
  launch(
    params: OperationParams<'/acs/credential_provisioning_automations/launch'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<
      '/acs/credential_provisioning_automations/launch',
      'acs_credential_provisioning_automation'
    >
  > {
    return this.#context.http.write(
      '/acs/credential_provisioning_automations/launch',
      params,
      'acs_credential_provisioning_automation',
      options,
    );
  }
}
