import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/client_sessions` namespace. */
export class ClientSessions {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /client_sessions/create`, resolving to `client_session`. */
  create(
    params?: OperationParams<'/client_sessions/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/client_sessions/create', 'client_session'>> {
    return this.#context.http.write('/client_sessions/create', params, 'client_session', options);
  }

  /** `POST /client_sessions/delete`. */
  async delete(
    params: OperationParams<'/client_sessions/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/client_sessions/delete', params, undefined, options);
  }

  /** `GET /client_sessions/get`, resolving to `client_session`. */
  get(
    params?: OperationParams<'/client_sessions/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/client_sessions/get', 'client_session'>> {
    return this.#context.http.read('/client_sessions/get', params, 'client_session', options);
  }

  /** `POST /client_sessions/get_or_create`, resolving to `client_session`. */
  getOrCreate(
    params?: OperationParams<'/client_sessions/get_or_create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/client_sessions/get_or_create', 'client_session'>> {
    return this.#context.http.write(
      '/client_sessions/get_or_create',
      params,
      'client_session',
      options,
    );
  }

  /** `POST /client_sessions/grant_access`, resolving to `client_session`. */
  grantAccess(
    params?: OperationParams<'/client_sessions/grant_access'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/client_sessions/grant_access', 'client_session'>> {
    return this.#context.http.write(
      '/client_sessions/grant_access',
      params,
      'client_session',
      options,
    );
  }

  /** `GET /client_sessions/list`, resolving to `client_sessions`. */
  list(
    params?: OperationParams<'/client_sessions/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/client_sessions/list', 'client_sessions'>> {
    return this.#context.http.read('/client_sessions/list', params, 'client_sessions', options);
  }

  /** `POST /client_sessions/revoke`. */
  async revoke(
    params: OperationParams<'/client_sessions/revoke'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/client_sessions/revoke', params, undefined, options);
  }
}
