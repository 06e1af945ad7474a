import { type AttemptStatisticsResponse, attemptStatisticsFromJson } from '../models/statistics.js';
import type { RequestContext, RequestOptions } from '../request/options.js';
import { requestOptions, send } from './operation.js';

/** Options of the statistics calls. */
export interface AttemptStatisticsOptions extends RequestOptions {
  /** First period included. */
  startDate?: Date | undefined;
  /** Last period included. */
  endDate?: Date | undefined;
}

/** Delivery statistics. */
export class Statistics {
  readonly #context: RequestContext;

  /** @internal Use `client.statistics`. */
  constructor(context: RequestContext) {
    this.#context = context;
  }

  /**
   * Successful and failed attempts per period for an application
   * (`GET /api/v1/stats/app/{app_id}/attempt/`).
   */
  appAttempts(
    appId: string,
    options: AttemptStatisticsOptions = {},
  ): Promise<AttemptStatisticsResponse> {
    return send(
      this.#context,
      {
        operation: 'statistics.appAttempts',
        method: 'GET',
        path: '/api/v1/stats/app/{app_id}/attempt/',
        pathParams: { app_id: appId },
        query: { startDate: options.startDate, endDate: options.endDate },
        decode: attemptStatisticsFromJson,
      },
      requestOptions(options),
    );
  }

  /**
   * Successful and failed attempts per period for one endpoint
   * (`GET /api/v1/stats/app/{app_id}/ep/{endpoint_id}/attempt/`).
   */
  endpointAttempts(
    appId: string,
    endpointId: string,
    options: AttemptStatisticsOptions = {},
  ): Promise<AttemptStatisticsResponse> {
    return send(
      this.#context,
      {
        operation: 'statistics.endpointAttempts',
        method: 'GET',
        path: '/api/v1/stats/app/{app_id}/ep/{endpoint_id}/attempt/',
        pathParams: { app_id: appId, endpoint_id: endpointId },
        query: { startDate: options.startDate, endDate: options.endDate },
        decode: attemptStatisticsFromJson,
      },
      requestOptions(options),
    );
  }
}
