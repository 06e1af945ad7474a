import { type Namespace, namespace } from './operations.js';

/** Operations of the `/devices/simulate` namespace. */
export const devicesSimulate = namespace('/devices/simulate', (op) => ({
  /** `POST /devices/simulate/remove`. */
  remove: op.command(),
}));

/** The `/devices/simulate` namespace. */
export type DevicesSimulate = Namespace<typeof devicesSimulate>;
