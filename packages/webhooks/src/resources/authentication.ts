import type { DashboardAccessOut } from '../models/auth.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { send } from './operation.js';

/** Dashboard logins and token management. */
export class Authentication {
  readonly #context: RequestContext;

  /** @internal Use `client.authentication`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /**
   * A one-time login URL and token for an application's consumer dashboard
   * (`POST /api/v1/auth/dashboard-access/{app_id}/`).
   */
  dashboardAccess(appId: string, options: RequestOptions = {}): Promise<DashboardAccessOut> {
    return send(
      this.#context,
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

  /** Invalidates the token this client uses, dashboard tokens only (`POST /api/v1/auth/logout/`). */
  logout(options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      { operation: 'authentication.logout', method: 'POST', path: '/api/v1/auth/logout/' },
      options,
    );
  }
}
