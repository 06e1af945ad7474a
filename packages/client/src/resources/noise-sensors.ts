import { noiseSensorsSimulate } from './noise-sensors-simulate.js';
import { noiseThresholds } from './noise-thresholds.js';
import type { Namespace } from './operations.js';

/** Operations of the `/noise_sensors` namespace. */
export const noiseSensors = {
  /** `/noise_sensors/noise_thresholds` operations. */
  noiseThresholds,
  /** `/noise_sensors/simulate` operations. */
  simulate: noiseSensorsSimulate,
};

/** The `/noise_sensors` namespace. */
export type NoiseSensors = Namespace<typeof noiseSensors>;
