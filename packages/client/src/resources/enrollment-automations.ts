import type { RequestOptions } from '../transport/http-client.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';

/** The `/user_identities/enrollment_automations` namespace. */
export class EnrollmentAutomations {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `POST /user_identities/enrollment_automations/delete`. */
  async delete(
    params: OperationParams<'/user_identities/enrollment_automations/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write(
      '/user_identities/enrollment_automations/delete',
      params,
      undefined,
      options,
    );
  }

  /** `GET /user_identities/enrollment_automations/get`, resolving to `enrollment_automation`. */
  get(
    params: OperationParams<'/user_identities/enrollment_automations/get'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/user_identities/enrollment_automations/get', 'enrollment_automation'>
  > {
    return this.#context.http.read(
      '/user_identities/enrollment_automations/get',
      params,
      'enrollment_automation',
      options,
    );
  }

  /** `POST /user_identities/enrollment_automations/launch`, resolving to `enrollment_automation`. */
  launch(
    params: OperationParams<'/user_identities/enrollment_automations/launch'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/user_identities/enrollment_automations/launch', 'enrollment_automation'>
  > {
    return this.#context.http.write(
      '/user_identities/enrollment_automations/launch',
      params,
      'enrollment_automation',
      options,
    );
  }

  /** `GET /user_identities/enrollment_automations/list`, resolving to `enrollment_automations`. */
  list(
    params: OperationParams<'/user_identities/enrollment_automations/list'>,
    options?: RequestOptions,
  ): Promise<
    OperationResult<'/user_identities/enrollment_automations/list', 'enrollment_automations'>
  > {
    return this.#context.http.read(
      '/user_identities/enrollment_automations/list',
      params,
      'enrollment_automations',
      options,
    );
  }
}
