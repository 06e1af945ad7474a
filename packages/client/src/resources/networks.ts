import { type Namespace, read } from './operations.js';

/** Operations of the `/networks` namespace. */
export const networks = {
  /** `GET /networks/get`, resolving to `network`. */
  get: read('/networks/get', 'network'),
  /** `GET /networks/list`, resolving to `networks`. */
  list: read('/networks/list', 'networks'),
};

/** The `/networks` namespace. */
export type Networks = Namespace<typeof networks>;
