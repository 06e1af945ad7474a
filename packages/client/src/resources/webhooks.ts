import { type Namespace, namespace } from './operations.js';

/** Operations of the `/webhooks` namespace. */
export const webhooks = namespace('/webhooks', (op) => ({
  /** `POST /webhooks/create`, resolving to `webhook`. */
  create: op.write('create', 'webhook'),
  /** `POST /webhooks/delete`. */
  delete: op.command('delete'),
  /** `GET /webhooks/get`, resolving to `webhook`. */
  get: op.read('get', 'webhook'),
  /** `GET /webhooks/list`, resolving to `webhooks`. */
  list: op.read('list', 'webhooks'),
  /** `POST /webhooks/update`. */
  update: op.command('update'),
}));

/** The `/webhooks` namespace. */
export type Webhooks = Namespace<typeof webhooks>;
