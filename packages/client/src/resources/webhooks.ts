import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/webhooks` namespace. */
export class Webhooks {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /webhooks/create`, resolving to `webhook`. */
  create(
    params: OperationParams<'/webhooks/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/webhooks/create', 'webhook'>> {
    return this.#context.http.write('/webhooks/create', params, 'webhook', options);
  }

  /** `POST /webhooks/delete`. */
  async delete(
    params: OperationParams<'/webhooks/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/webhooks/delete', params, undefined, options);
  }

  /** `GET /webhooks/get`, resolving to `webhook`. */
  get(
    params: OperationParams<'/webhooks/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/webhooks/get', 'webhook'>> {
    return this.#context.http.read('/webhooks/get', params, 'webhook', options);
  }

  /** `GET /webhooks/list`, resolving to `webhooks`. */
  list(
    params?: OperationParams<'/webhooks/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/webhooks/list', 'webhooks'>> {
    return this.#context.http.read('/webhooks/list', params, 'webhooks', options);
  }

  /** `POST /webhooks/update`. */
  async update(
    params: OperationParams<'/webhooks/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/webhooks/update', params, undefined, options);
  }
}
