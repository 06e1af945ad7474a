import { PorchlightWebhooksError } from './porchlight-webhooks-error.js';

/** A required path or body parameter was `null` or `undefined`; raised before any request. */
export class RequiredError extends PorchlightWebhooksError {
  override readonly name = 'RequiredError';
  /** The missing parameter, e.g. `app_id` or `endpointIn`. */
  readonly field: string;
  /** The operation that was called, e.g. `endpoints.create`. */
  readonly operation: string;

  constructor(field: string, operation: string) {
    super(`Required parameter ${field} was null or undefined when calling ${operation}.`);
    this.field = field;
    this.operation = operation;
  }
}
