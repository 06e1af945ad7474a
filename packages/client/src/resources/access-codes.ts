import type { RequestOptions } from '../transport/http-client.js';
import { AccessCodesSimulate } from './access-codes-simulate.js';
import type { OperationParams, OperationResult } from './operation-types.js';
import type { ResourceContext } from './resource-context.js';
import { UnmanagedAccessCodes } from './unmanaged-access-codes.js';

/** The `/access_codes` namespace. */
export class AccessCodes {
  readonly #context: ResourceContext;
  /** `/access_codes/simulate` operations. */
  readonly simulate: AccessCodesSimulate;
  /** `/access_codes/unmanaged` operations. */
  readonly unmanaged: UnmanagedAccessCodes;

  constructor(context: ResourceContext) {
    this.#context = context;
    this.simulate = new AccessCodesSimulate(context);
    this.unmanaged = new UnmanagedAccessCodes(context);
  }

  /** `POST /access_codes/create`, resolving to `access_code`. */
  create(
    params: OperationParams<'/access_codes/create'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/create', 'access_code'>> {
    return this.#context.http.write('/access_codes/create', params, 'access_code', options);
  }

  /** `POST /access_codes/create_multiple`, resolving to `access_codes`. */
  createMultiple(
    params: OperationParams<'/access_codes/create_multiple'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/create_multiple', 'access_codes'>> {
    return this.#context.http.write(
      '/access_codes/create_multiple',
      params,
      'access_codes',
      options,
    );
  }

  /** `POST /access_codes/delete`. */
  async delete(
    params: OperationParams<'/access_codes/delete'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/access_codes/delete', params, undefined, options);
  }

  /** `POST /access_codes/generate_code`, resolving to `generated_code`. */
  generateCode(
    params: OperationParams<'/access_codes/generate_code'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/generate_code', 'generated_code'>> {
    return this.#context.http.write(
      '/access_codes/generate_code',
      params,
      'generated_code',
      options,
    );
  }

  /** `GET /access_codes/get`, resolving to `access_code`. */
  get(
    params?: OperationParams<'/access_codes/get'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/get', 'access_code'>> {
    return this.#context.http.read('/access_codes/get', params, 'access_code', options);
  }

  /** `GET /access_codes/list`, resolving to `access_codes`. */
  list(
    params?: OperationParams<'/access_codes/list'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/list', 'access_codes'>> {
    return this.#context.http.read('/access_codes/list', params, 'access_codes', options);
  }

  /** `POST /access_codes/pull_backup_access_code`, resolving to `backup_access_code`. */
  pullBackupAccessCode(
    params: OperationParams<'/access_codes/pull_backup_access_code'>,
    options?: RequestOptions,
  ): Promise<OperationResult<'/access_codes/pull_backup_access_code', 'backup_access_code'>> {
    return this.#context.http.write(
      '/access_codes/pull_backup_access_code',
      params,
      'backup_access_code',
      options,
    );
  }

  /** `POST /access_codes/update`. */
  async update(
    params: OperationParams<'/access_codes/update'>,
    options?: RequestOptions,
  ): Promise<void> {
    await this.#context.http.write('/access_codes/update', params, undefined, options);
  }
}
