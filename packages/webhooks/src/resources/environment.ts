import {
  type EnvironmentIn,
  type EnvironmentOut,
  type EnvironmentSettingsOut,
  environmentOutFromJson,
} from '../models/environment.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { send } from './operation.js';

/** Whole-environment configuration: export, import and settings. */
export class Environment {
  readonly #context: RequestContext;

  /** @internal Use `client.environment`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /**
   * Exports event types and settings, e.g. to copy them to another environment
   * (`POST /api/v1/environment/export/`). Takes options only, as in Svix: the request body
   * has no fields, so `{}` is always sent.
   */
  export(options: RequestOptions = {}): Promise<EnvironmentOut> {
    return send(
      this.#context,
      {
        operation: 'environment.export',
        method: 'POST',
        path: '/api/v1/environment/export/',
        body: {},
        decode: environmentOutFromJson,
      },
      options,
    );
  }

  /**
   * Imports event types and settings, typically an `export` result (`POST …/import/`).
   * Optional as in Svix's signature: omitted, `{}` is sent and the server reports what is missing.
   */
  import(environmentIn: EnvironmentIn = {}, options: RequestOptions = {}): Promise<void> {
    return send(
      this.#context,
      {
        operation: 'environment.import',
        method: 'POST',
        path: '/api/v1/environment/import/',
        body: environmentIn,
        required: { environmentIn },
      },
      options,
    );
  }

  /** The environment's settings (`GET /api/v1/environment/settings/`). */
  getSettings(options: RequestOptions = {}): Promise<EnvironmentSettingsOut> {
    return send(
      this.#context,
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
