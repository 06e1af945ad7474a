import type { StatisticsPeriod } from './enums.js';
import { withDates } from './json.js';

/** Attempt counts per period. */
export interface AttemptStatisticsResponse {
  period: StatisticsPeriod;
  startDate: Date;
  endDate: Date;
  data: { failureCount?: number[]; successCount?: number[] };
}

/** Decodes an `AttemptStatisticsResponse`. */
export const attemptStatisticsFromJson = withDates<AttemptStatisticsResponse>(
  'startDate',
  'endDate',
);
