import { type Namespace, namespace } from './operations.js';

/** Operations of the `/networks` namespace. */
export const networks = namespace('/networks', (op) => ({
  /** `GET /networks/get`, resolving to `network`. */
  get: op.read('network'),
  /** `GET /networks/list`, resolving to `networks`. */
  list: op.read('networks'),
}));

/** The `/networks` namespace. */
export type Networks = Namespace<typeof networks>;
