import type { StatisticsPeriod } from './enums.js';
import { dateFromJson, type JsonObject } from './json.js';

/** Attempt counts per period. */
export interface AttemptStatisticsResponse {
  period: StatisticsPeriod;
  startDate: Date;
  endDate: Date;
  data: { failureCount?: number[]; successCount?: number[] };
}

/** Decodes an `AttemptStatisticsResponse`. */
export function attemptStatisticsFromJson(json: JsonObject): AttemptStatisticsResponse {
  return {
    ...(json as object),
    startDate: dateFromJson(json.startDate),
    endDate: dateFromJson(json.endDate),
  } as AttemptStatisticsResponse;
}
