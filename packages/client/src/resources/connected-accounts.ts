import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/connected_accounts` namespace. */
export const connectedAccounts = {
  /** `POST /connected_accounts/delete`. */
  delete: command('/connected_accounts/delete'),
  /** `GET /connected_accounts/get`, resolving to `connected_account`. */
  get: read('/connected_accounts/get', 'connected_account'),
  /** `GET /connected_accounts/list`, resolving to `connected_accounts`. */
  list: read('/connected_accounts/list', 'connected_accounts'),
  /** `POST /connected_accounts/update`, resolving to `connected_account`. */
  update: write('/connected_accounts/update', 'connected_account'),
};

/** The `/connected_accounts` namespace. */
export type ConnectedAccounts = Namespace<typeof connectedAccounts>;
