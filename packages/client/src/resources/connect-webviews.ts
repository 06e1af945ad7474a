import { command, type Namespace, read, write } from './operations.js';

/** Operations of the `/connect_webviews` namespace. */
export const connectWebviews = {
  /** `POST /connect_webviews/create`, resolving to `connect_webview`. */
  create: write('/connect_webviews/create', 'connect_webview'),
  /** `POST /connect_webviews/delete`. */
  delete: command('/connect_webviews/delete'),
  /** `GET /connect_webviews/get`, resolving to `connect_webview`. */
  get: read('/connect_webviews/get', 'connect_webview'),
  /** `GET /connect_webviews/list`, resolving to `connect_webviews`. */
  list: read('/connect_webviews/list', 'connect_webviews'),
};

/** The `/connect_webviews` namespace. */
export type ConnectWebviews = Namespace<typeof connectWebviews>;
