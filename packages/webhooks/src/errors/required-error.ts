import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/**
 * A required parameter was `null` or `undefined`, or holds a value that cannot be sent as given
 * (a path value of `''`, `'.'` or `'..'`, a token or header an HTTP header cannot carry); raised
 * before any request.
 */
export class RequiredError extends PorchlightWebhooksError {
  override readonly name = 'RequiredError';
  /** The missing or unusable parameter, e.g. `app_id`, `endpointIn` or `token`. */
  readonly field: string;
  /** The operation that was called, e.g. `endpoints.create`. */
  readonly operation: string;

  /**
   * @param problem what is wrong with a value that is present, and the fix; without it the
   * parameter is reported as missing, in the spec's wording.
   */
  constructor(field: string, operation: string, problem?: string) {
    super(
      problem === undefined
        ? `Required parameter ${field} was null or undefined when calling ${operation}`
        : `Invalid parameter ${field} when calling ${operation}: ${problem}`,
    );
    this.field = field;
    this.operation = operation;
  }
}
