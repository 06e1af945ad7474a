import type { RequestContext, RequestOptions } from '../request/options.js';
import { sendRequest } from '../request/send-request.js';

/** Service health. */
export class Health {
  readonly #ctx: RequestContext;

  /** @internal Use `client.health`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Resolves when the service is up; rejects with an `ApiError` or `NetworkError` otherwise. Sends no token. */
  async get(options: RequestOptions = {}): Promise<void> {
    return sendRequest(
      this.#ctx,
      { operation: 'health.get', method: 'GET', path: '/api/v1/health/', auth: false },
      options,
    );
  }
}
