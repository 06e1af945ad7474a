import { type Namespace, read } from './operations.js';

/** Operations of the `/acs/credential_pools` namespace. */
export const acsCredentialPools = {
  /** `GET /acs/credential_pools/list`, resolving to `acs_credential_pools`. */
  list: read('/acs/credential_pools/list', 'acs_credential_pools'),
};

/** The `/acs/credential_pools` namespace. */
export type AcsCredentialPools = Namespace<typeof acsCredentialPools>;
