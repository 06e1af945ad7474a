import { type Namespace, namespace } from './operations.js';

/** Operations of the `/connected_accounts` namespace. */
export const connectedAccounts = namespace('/connected_accounts', (op) => ({
  /** `POST /connected_accounts/delete`. */
  delete: op.command(),
  /** `GET /connected_accounts/get`, resolving to `connected_account`. */
  get: op.read('connected_account'),
  /** `GET /connected_accounts/list`, resolving to `connected_accounts`. */
  list: op.read('connected_accounts'),
  /** `POST /connected_accounts/update`, resolving to `connected_account`. */
  update: op.write('connected_account'),
}));

/** The `/connected_accounts` namespace. */
export type ConnectedAccounts = Namespace<typeof connectedAccounts>;
