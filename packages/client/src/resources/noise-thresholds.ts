import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/noise_sensors/noise_thresholds` namespace. */
export const noiseThresholds = {
  /** `POST /noise_sensors/noise_thresholds/create`, resolving to `noise_threshold`. */
  create: write('/noise_sensors/noise_thresholds/create', 'noise_threshold'),
  /** `POST /noise_sensors/noise_thresholds/delete`. */
  delete: command('/noise_sensors/noise_thresholds/delete'),
  /** `GET /noise_sensors/noise_thresholds/get`, resolving to `noise_threshold`. */
  get: read('/noise_sensors/noise_thresholds/get', 'noise_threshold'),
  /** `GET /noise_sensors/noise_thresholds/list`, resolving to `noise_thresholds`. */
  list: read('/noise_sensors/noise_thresholds/list', 'noise_thresholds'),
  /** `POST /noise_sensors/noise_thresholds/update`. */
  update: command('/noise_sensors/noise_thresholds/update'),
};

/** The `/noise_sensors/noise_thresholds` namespace. */
export type NoiseThresholds = Namespace<typeof noiseThresholds>;
