import type { StatisticsPeriod } from './enums.js';
import { withDates } from './json.js';

/** Attempt counts per period. */
export interface AttemptStatisticsResponse {
  /** How long each counted period is. */
  period: StatisticsPeriod;
  /** Start of the first period. */
  startDate: Date;
  /** End of the last period. */
  endDate: Date;
  /** Counts of failed and successful attempts, one per period. */
  data: { failureCount?: number[]; successCount?: number[] };
}

/** Decodes an `AttemptStatisticsResponse`. */
export const attemptStatisticsFromJson = withDates<AttemptStatisticsResponse>(
  'startDate',
  'endDate',
);
