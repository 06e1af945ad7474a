import { type Namespace, namespace } from './operations.js';

/** Operations of the `/connect_webviews` namespace. */
export const connectWebviews = namespace('/connect_webviews', (op) => ({
  /** `POST /connect_webviews/create`, resolving to `connect_webview`. */
  create: op.write('connect_webview'),
  /** `POST /connect_webviews/delete`. */
  delete: op.command(),
  /** `GET /connect_webviews/get`, resolving to `connect_webview`. */
  get: op.read('connect_webview'),
  /** `GET /connect_webviews/list`, resolving to `connect_webviews`. */
  list: op.read('connect_webviews'),
}));

/** The `/connect_webviews` namespace. */
export type ConnectWebviews = Namespace<typeof connectWebviews>;
