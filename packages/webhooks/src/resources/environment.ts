import {
  type EnvironmentIn,
  type EnvironmentOut,
  type EnvironmentSettingsOut,
  type ExportEnvironmentIn,
  environmentOutFromJson,
} from '../models/environment.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';

/** Whole-environment configuration: export, import and settings. */
export class Environment {
  readonly #ctx: RequestContext;

  /** @internal Use `client.environment`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /**
   * Exports event types and settings, e.g. to copy them to another environment. The body has
   * no fields yet, so it may be omitted (`{}` is sent); an explicit `null` is rejected.
   */
  async export(
    exportIn: ExportEnvironmentIn = {},
    options: RequestOptions = {},
  ): Promise<EnvironmentOut> {
    assertRequired('environment.export', { exportEnvironmentIn: exportIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'environment.export',
        method: 'POST',
        path: '/api/v1/environment/export/',
        body: exportIn,
        decode: environmentOutFromJson,
      },
      options,
    );
  }

  /** Imports event types and settings (typically an `export` result). */
  async import(environmentIn: EnvironmentIn, options: RequestOptions = {}): Promise<void> {
    assertRequired('environment.import', { environmentIn });
    return sendRequest(
      this.#ctx,
      {
        operation: 'environment.import',
        method: 'POST',
        path: '/api/v1/environment/import/',
        body: environmentIn,
      },
      options,
    );
  }

  /** The environment's settings. */
  async getSettings(options: RequestOptions = {}): Promise<EnvironmentSettingsOut> {
    return sendRequest(
      this.#ctx,
      {
        operation: 'environment.getSettings',
        method: 'GET',
        path: '/api/v1/environment/settings/',
        decode: (json: EnvironmentSettingsOut) => json,
      },
      options,
    );
  }
}
