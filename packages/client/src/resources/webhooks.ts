import { type Namespace, namespace } from './operations.js';

/** Operations of the `/webhooks` namespace. */
export const webhooks = namespace('/webhooks', (op) => ({
  /** `POST /webhooks/create`, resolving to `webhook`. */
  create: op.write('webhook'),
  /** `POST /webhooks/delete`. */
  delete: op.command(),
  /** `GET /webhooks/get`, resolving to `webhook`. */
  get: op.read('webhook'),
  /** `GET /webhooks/list`, resolving to `webhooks`. */
  list: op.read('webhooks'),
  /** `POST /webhooks/update`. */
  update: op.command(),
}));

/** The `/webhooks` namespace. */
export type Webhooks = Namespace<typeof webhooks>;
