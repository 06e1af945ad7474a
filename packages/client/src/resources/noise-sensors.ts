import { NoiseSensorsSimulate } from './noise-sensors-simulate.js';
import { NoiseThresholds } from './noise-thresholds.js';
import type { ResourceContext } from './resource-context.js';

/** The `/noise_sensors` namespace. */
export class NoiseSensors {
  /** `/noise_sensors/noise_thresholds` operations. */
  readonly noiseThresholds: NoiseThresholds;
  /** `/noise_sensors/simulate` operations. */
  readonly simulate: NoiseSensorsSimulate;

  constructor(context: ResourceContext) {
    this.noiseThresholds = new NoiseThresholds(context);
    this.simulate = new NoiseSensorsSimulate(context);
  }
}
