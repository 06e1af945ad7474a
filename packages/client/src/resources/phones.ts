import { command, type Namespace, read } from './operations.js';
import { phonesSimulate } from './phones-simulate.js';

/** Operations of the `/phones` namespace. */
export const phones = {
  /** `/phones/simulate` operations. */
  simulate: phonesSimulate,
  /** `POST /phones/deactivate`. */
  deactivate: command('/phones/deactivate'),
  /** `GET /phones/list`, resolving to `phones`. */
  list: read('/phones/list', 'phones'),
};

/** The `/phones` namespace. */
export type Phones = Namespace<typeof phones>;
