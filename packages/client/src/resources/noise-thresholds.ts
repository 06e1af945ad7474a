import { type Namespace, namespace } from './operations.js';

/** Operations of the `/noise_sensors/noise_thresholds` namespace. */
export const noiseThresholds = namespace('/noise_sensors/noise_thresholds', (op) => ({
  /** `POST /noise_sensors/noise_thresholds/create`, resolving to `noise_threshold`. */
  create: op.write('noise_threshold'),
  /** `POST /noise_sensors/noise_thresholds/delete`. */
  delete: op.command(),
  /** `GET /noise_sensors/noise_thresholds/get`, resolving to `noise_threshold`. */
  get: op.read('noise_threshold'),
  /** `GET /noise_sensors/noise_thresholds/list`, resolving to `noise_thresholds`. */
  list: op.read('noise_thresholds'),
  /** `POST /noise_sensors/noise_thresholds/update`. */
  update: op.command(),
}));

/** The `/noise_sensors/noise_thresholds` namespace. */
export type NoiseThresholds = Namespace<typeof noiseThresholds>;
