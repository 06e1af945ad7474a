import type { JsonObject } from '../models/json.js';
import { type ListOptions, type ListResponse, listFromJson } from '../models/list-response.js';
import type { QueryValue } from '../request/build-url.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { type RequestSpec, sendRequest } from '../request/send-request.js';
import { paginate } from './paginate.js';

/** One operation as a resource describes it. */
export interface Operation<T> extends RequestSpec<T> {
  /**
   * Required body parameters by their documented name (e.g. `{ endpointIn }`). Path
   * parameters are always required and checked first, so the error names the first missing one.
   */
  required?: Record<string, unknown>;
}

/** One page of a list operation: always a GET whose items each decode with `item`. */
export interface ListOperation<T> extends Omit<Operation<ListResponse<T>>, 'method' | 'decode'> {
  item: (json: JsonObject) => T;
}

/**
 * Checks required path and body parameters (raising `RequiredError` before anything is sent),
 * then sends the operation. The single place resources hand a request to the transport.
 */
export function send<T>(
  context: RequestContext,
  operation: Operation<T>,
  options: RequestOptions = {},
): Promise<T> {
  const { required, ...spec } = operation;
  try {
    assertRequired(spec.operation, { ...spec.pathParams, ...required });
  } catch (error) {
    return Promise.reject(error);
  }
  return sendRequest(context, spec, options);
}

/** Sends one page of a list operation; `iterator` and `limit` join the operation's own query. */
export function sendList<T>(
  context: RequestContext,
  operation: ListOperation<T>,
  options: ListOptions & RequestOptions,
): Promise<ListResponse<T>> {
  const { item, query, ...spec } = operation;
  return send(
    context,
    {
      ...spec,
      method: 'GET',
      query: { iterator: options.iterator, limit: options.limit, ...query },
      decode: (json) => listFromJson(json, item),
    },
    requestOptions(options),
  );
}

/**
 * The `listAll*` twin of a list method: every item across all pages, with the caller's
 * filters on every page and `options.iterator` as the starting cursor.
 */
export function listAll<T, O extends ListOptions>(
  list: (options: O) => Promise<ListResponse<T>>,
  options: O,
): AsyncGenerator<T, void, undefined> {
  return paginate((iterator) => list({ ...options, iterator }), options.iterator);
}

const REQUEST_KEYS = ['idempotencyKey', 'signal', 'headers', 'timeout'] as const;

/**
 * The transport's share of an options object that also carries query filters, so filters
 * never leak into request handling and vice versa.
 */
export function requestOptions(options: RequestOptions): RequestOptions {
  const picked: RequestOptions = {};
  for (const key of REQUEST_KEYS) {
    if (options[key] !== undefined) Object.assign(picked, { [key]: options[key] });
  }
  return picked;
}

/** A query built by an operation from its filter options. */
export type Query = Record<string, QueryValue>;
