import { type Namespace, read } from './operations.js';

/** Operations of the `/acs/systems` namespace. */
export const acsSystems = {
  /** `GET /acs/systems/get`, resolving to `acs_system`. */
  get: read('/acs/systems/get', 'acs_system'),
  /** `GET /acs/systems/list`, resolving to `acs_systems`. */
  list: read('/acs/systems/list', 'acs_systems'),
};

/** The `/acs/systems` namespace. */
export type AcsSystems = Namespace<typeof acsSystems>;
