export { REQUEST_ID_HEADER } from './app.js';
export type { FakeApiKeys } from './seed/keys.js';
export { SEED_ACCESS_TOKEN, SEED_KEYS, SEED_WORKSPACE_ID } from './seed/keys.js';
export type { FakeApiOptions, FakeApiServer } from './server.js';
export { startFakeApi } from './server.js';

/** Package version. */
export const VERSION = '0.1.0';
