import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/connect_webviews` namespace. */
export class ConnectWebviews {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /connect_webviews/create`, resolving to `connect_webview`. */
  create(
    params?: OperationParams<'/connect_webviews/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connect_webviews/create', 'connect_webview'>> {
    return this.#context.http.write('/connect_webviews/create', params, 'connect_webview', options);
  }

  /** `POST /connect_webviews/delete`. */
  async delete(
    params: OperationParams<'/connect_webviews/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/connect_webviews/delete', params, undefined, options);
  }

  /** `GET /connect_webviews/get`, resolving to `connect_webview`. */
  get(
    params: OperationParams<'/connect_webviews/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connect_webviews/get', 'connect_webview'>> {
    return this.#context.http.read('/connect_webviews/get', params, 'connect_webview', options);
  }

  /** `GET /connect_webviews/list`, resolving to `connect_webviews`. */
  list(
    params?: OperationParams<'/connect_webviews/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/connect_webviews/list', 'connect_webviews'>> {
    return this.#context.http.read('/connect_webviews/list', params, 'connect_webviews', options);
  }
}
