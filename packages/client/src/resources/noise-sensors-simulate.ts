import { command, type Namespace } from './operations.js';

/** Operations of the `/noise_sensors/simulate` namespace. */
export const noiseSensorsSimulate = {
  /** `POST /noise_sensors/simulate/trigger_noise_threshold`. */
  triggerNoiseThreshold: command('/noise_sensors/simulate/trigger_noise_threshold'),
};

/** The `/noise_sensors/simulate` namespace. */
export type NoiseSensorsSimulate = Namespace<typeof noiseSensorsSimulate>;
