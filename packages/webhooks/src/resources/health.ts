import type { RequestContext, RequestOptions } from '../request/options.js';
import { send } from './operation.js';

/** Service health. */
export class Health {
  readonly #context: RequestContext;

  /** @internal Use `client.health`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /**
   * Resolves when the service is up; rejects with an `ApiError` or `NetworkError` otherwise.
   * Sends no token (`GET /api/v1/health/`).
   */
  get(options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      { operation: 'health.get', method: 'GET', path: '/api/v1/health/', auth: false },
      options,
    );
  }
}
