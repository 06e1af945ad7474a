import { command, type Namespace } from './operations.js';

/** Operations of the `/devices/simulate` namespace. */
export const devicesSimulate = {
  /** `POST /devices/simulate/remove`. */
  remove: command('/devices/simulate/remove'),
};

/** The `/devices/simulate` namespace. */
export type DevicesSimulate = Namespace<typeof devicesSimulate>;
