export { connectedAccountKeys, connectedAccountQueries } from './connected-account-queries.js';
export { useConnectedAccount } from './use-connected-account.js';
