/** Free-form properties of a page, screen or track event. */
export type Properties = Record<string, unknown>;
/** Free-form traits of a user or group. */
export type Traits = Record<string, unknown>;

/** Environment sent with every event. */
export interface TelemetryContext {
  locale?: string;
  timezone?: string;
  userAgent?: string;
  screen: { width?: number | undefined; height?: number | undefined; density?: number | undefined };
  library: { name: string; version: string };
  traits?: Traits | undefined;
}

/** One event, shaped like the Segment spec the endpoint understands. */
export type TelemetryMessage =
  | { type: 'page'; name: string; properties: Properties }
  | { type: 'screen'; name: string; properties: Properties }
  | { type: 'track'; event: string; properties: Properties }
  | { type: 'group'; groupId: string; traits: Traits }
  | { type: 'identify'; userId: string; traits: Traits }
  | { type: 'alias'; userId: string; previousId: string };

/** What is posted to `{endpoint}/internal/tlmtry`. */
export type TelemetryPayload = TelemetryMessage & {
  messageId: string;
  timestamp: string;
  userId?: string | undefined;
  anonymousId?: string | undefined;
  context: TelemetryContext;
};
