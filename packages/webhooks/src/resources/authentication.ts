import type { DashboardAccessOut } from '../models/auth.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';

/** Dashboard logins and token management. */
export class Authentication {
  readonly #ctx: RequestContext;

  /** @internal Use `client.authentication`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** A one-time login URL and token for an application's consumer dashboard. */
  async dashboardAccess(appId: string, options: RequestOptions = {}): Promise<DashboardAccessOut> {
    assertRequired('authentication.dashboardAccess', { app_id: appId });
    return sendRequest(
      this.#ctx,
      {
        operation: 'authentication.dashboardAccess',
        method: 'POST',
        path: '/api/v1/auth/dashboard-access/{app_id}/',
        pathParams: { app_id: appId },
        decode: (json: DashboardAccessOut) => json,
      },
      options,
    );
  }

  /** Invalidates the token this client uses (dashboard tokens only). */
  async logout(options: RequestOptions = {}): Promise<void> {
    return sendRequest(
      this.#ctx,
      { operation: 'authentication.logout', method: 'POST', path: '/api/v1/auth/logout/' },
      options,
    );
  }
}
