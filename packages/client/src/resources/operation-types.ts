import type { paths } from '../generated/device-api.js';

/** Every path of the provider contract. */
export type ApiPath = keyof paths;

type PostOperation<P extends ApiPath> = paths[P]['post'];

type JsonBody<R> = [NonNullable<R>] extends [never]
  ? Record<string, never>
  : NonNullable<R> extends { content: { 'application/json': infer B } }
    ? B
    : Record<string, never>;

/** Request fields of an operation (the JSON body, also sent as query parameters for reads). */
export type OperationParams<P extends ApiPath> = JsonBody<PostOperation<P>['requestBody']>;

/** Successful response body of an operation. */
export type OperationResponse<P extends ApiPath> =
  PostOperation<P> extends {
    responses: { 200: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** One property of an operation's response (what the client methods return). */
export type OperationResult<
  P extends ApiPath,
  K extends keyof OperationResponse<P>,
> = OperationResponse<P>[K];
