import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/credential_pools` namespace. */
export const acsCredentialPools = namespace('/acs/credential_pools', (op) => ({
  /** `GET /acs/credential_pools/list`, resolving to `acs_credential_pools`. */
  list: op.read('acs_credential_pools'),
}));

/** The `/acs/credential_pools` namespace. */
export type AcsCredentialPools = Namespace<typeof acsCredentialPools>;
