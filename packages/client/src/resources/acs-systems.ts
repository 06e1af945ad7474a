import { type Namespace, namespace } from './operations.js';

/** Operations of the `/acs/systems` namespace. */
export const acsSystems = namespace('/acs/systems', (op) => ({
  /** `GET /acs/systems/get`, resolving to `acs_system`. */
  get: op.read('acs_system'),
  /** `GET /acs/systems/list`, resolving to `acs_systems`. */
  list: op.read('acs_systems'),
}));

/** The `/acs/systems` namespace. */
export type AcsSystems = Namespace<typeof acsSystems>;
