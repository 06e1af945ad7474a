import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/webhooks` namespace. */
export const webhooks = {
  /** `POST /webhooks/create`, resolving to `webhook`. */
  create: write('/webhooks/create', 'webhook'),
  /** `POST /webhooks/delete`. */
  delete: command('/webhooks/delete'),
  /** `GET /webhooks/get`, resolving to `webhook`. */
  get: read('/webhooks/get', 'webhook'),
  /** `GET /webhooks/list`, resolving to `webhooks`. */
  list: read('/webhooks/list', 'webhooks'),
  /** `POST /webhooks/update`. */
  update: command('/webhooks/update'),
};

/** The `/webhooks` namespace. */
export type Webhooks = Namespace<typeof webhooks>;
