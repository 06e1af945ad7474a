import { type Namespace, namespace } from './operations.js';

/** Operations of the `/connected_accounts` namespace. */
export const connectedAccounts = namespace('/connected_accounts', (op) => ({
  /** `POST /connected_accounts/delete`. */
  delete: op.command('delete'),
  /** `GET /connected_accounts/get`, resolving to `connected_account`. */
  get: op.read('get', 'connected_account'),
  /** `GET /connected_accounts/list`, resolving to `connected_accounts`. */
  list: op.read('list', 'connected_accounts'),
  /** `POST /connected_accounts/update`, resolving to `connected_account`. */
  update: op.write('update', 'connected_account'),
}));

/** The `/connected_accounts` namespace. */
export type ConnectedAccounts = Namespace<typeof connectedAccounts>;
