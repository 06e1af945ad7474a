import { type Namespace, namespace } from './operations.js';
import { phonesSimulate } from './phones-simulate.js';

/** Operations of the `/phones` namespace. */
export const phones = namespace('/phones', (op) => ({
  /** `/phones/simulate` operations. */
  simulate: phonesSimulate,
  /** `POST /phones/deactivate`. */
  deactivate: op.command(),
  /** `GET /phones/list`, resolving to `phones`. */
  list: op.read('phones'),
}));

/** The `/phones` namespace. */
export type Phones = Namespace<typeof phones>;
