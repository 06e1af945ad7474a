import { type Namespace, namespace } from './operations.js';

/** Operations of the `/noise_sensors/simulate` namespace. */
export const noiseSensorsSimulate = namespace('/noise_sensors/simulate', (op) => ({
  /** `POST /noise_sensors/simulate/trigger_noise_threshold`. */
  triggerNoiseThreshold: op.command(),
}));

/** The `/noise_sensors/simulate` namespace. */
export type NoiseSensorsSimulate = Namespace<typeof noiseSensorsSimulate>;
