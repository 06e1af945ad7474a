import { type AttemptStatisticsResponse, attemptStatisticsFromJson } from '../models/statistics.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { assertRequired } from '../request/required.js';
import { sendRequest } from '../request/send-request.js';

/** Options of the statistics calls. */
export interface AttemptStatisticsOptions extends RequestOptions {
  /** First period included. */
  startDate?: Date;
  /** Last period included. */
  endDate?: Date;
}

/** Delivery statistics. */
export class Statistics {
  readonly #ctx: RequestContext;

  /** @internal Use `client.statistics`. */
  constructor(ctx: RequestContext) {
    this.#ctx = ctx;
  }

  /** Successful and failed attempts per period for an application. */
  async appAttempts(
    appId: string,
    options: AttemptStatisticsOptions = {},
  ): Promise<AttemptStatisticsResponse> {
    assertRequired('statistics.appAttempts', { app_id: appId });
    const { startDate, endDate, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'statistics.appAttempts',
        method: 'GET',
        path: '/api/v1/stats/app/{app_id}/attempt/',
        pathParams: { app_id: appId },
        query: { startDate, endDate },
        decode: attemptStatisticsFromJson,
      },
      rest,
    );
  }

  /** Successful and failed attempts per period for one endpoint. */
  async endpointAttempts(
    appId: string,
    endpointId: string,
    options: AttemptStatisticsOptions = {},
  ): Promise<AttemptStatisticsResponse> {
    assertRequired('statistics.endpointAttempts', { app_id: appId, endpoint_id: endpointId });
    const { startDate, endDate, ...rest } = options;
    return sendRequest(
      this.#ctx,
      {
        operation: 'statistics.endpointAttempts',
        method: 'GET',
        path: '/api/v1/stats/app/{app_id}/ep/{endpoint_id}/attempt/',
        pathParams: { app_id: appId, endpoint_id: endpointId },
        query: { startDate, endDate },
        decode: attemptStatisticsFromJson,
      },
      rest,
    );
  }
}
