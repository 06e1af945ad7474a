/** The sending status of a message or attempt (numeric on the wire). */
export const MessageStatus = { Success: 0, Pending: 1, Fail: 2, Sending: 3, Canceled: 4 } as const;
/** The sending status of a message or attempt (numeric on the wire). */
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

/** Why an attempt was made. */
export const MessageAttemptTriggerType = { Scheduled: 0, Manual: 1 } as const;
/** Why an attempt was made. */
export type MessageAttemptTriggerType =
  (typeof MessageAttemptTriggerType)[keyof typeof MessageAttemptTriggerType];

/** A class of HTTP status codes, for filtering attempts. */
export const StatusCodeClass = {
  CodeNone: 0,
  Code1xx: 100,
  Code2xx: 200,
  Code3xx: 300,
  Code4xx: 400,
  Code5xx: 500,
} as const;
/** A class of HTTP status codes, for filtering attempts. */
export type StatusCodeClass = (typeof StatusCodeClass)[keyof typeof StatusCodeClass];

/** The sorting order of a list (Svix's `order` query option, same values). */
export const Ordering = { Ascending: 'ascending', Descending: 'descending' } as const;
/** The sorting order of a list (Svix's `order` query option, same values). */
export type Ordering = (typeof Ordering)[keyof typeof Ordering];

/** Length of one statistics data point. */
export type StatisticsPeriod = 'OneDay' | 'FiveMinutes';
