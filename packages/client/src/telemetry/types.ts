/** Free-form properties of a page, screen or track event. */
export type Properties = Record<string, unknown>;
/** Free-form traits of a user or group. */
export type Traits = Record<string, unknown>;

/** Environment sent with every event. */
export interface TelemetryContext {
  /** The browser's language (`navigator.language`), absent outside a browser. */
  locale?: string;
  /** The IANA time zone the page runs in (`Europe/Paris`). */
  timezone?: string;
  /** The browser's user agent string, absent outside a browser. */
  userAgent?: string;
  /** The screen's size in CSS pixels and its pixel density, each absent when unknown. */
  screen: { width?: number | undefined; height?: number | undefined; density?: number | undefined };
  /** The library that sent the event, from {@link TelemetryClientOptions.library}. */
  library: { name: string; version: string };
  /** The identified user's traits, accumulated over `identify` calls. */
  traits?: Traits | undefined;
}

/** One event, shaped like the Segment spec the endpoint understands. */
export type TelemetryMessage =
  | {
      /** A page view, from `page()`. */
      type: 'page';
      /** The page's name. */
      name: string;
      /** What the host recorded about the view. */
      properties: Properties;
    }
  | {
      /** A screen view, from `screen()`. */
      type: 'screen';
      /** The screen's name. */
      name: string;
      /** What the host recorded about the view. */
      properties: Properties;
    }
  | {
      /** An action, from `track()`. */
      type: 'track';
      /** The action's name. */
      event: string;
      /** What the host recorded about the action. */
      properties: Properties;
    }
  | {
      /** A user joining a group, from `group()`. */
      type: 'group';
      /** The group (e.g. the workspace) the user belongs to. */
      groupId: string;
      /** The group's traits. */
      traits: Traits;
    }
  | {
      /** A user being identified, from `identify()`. */
      type: 'identify';
      /** The host's id of the user; later events carry it. */
      userId: string;
      /** Every trait given for this user so far. */
      traits: Traits;
    }
  | {
      /** Two user ids being linked, from `alias()`. */
      type: 'alias';
      /** The new id of the user. */
      userId: string;
      /** The id (or anonymous id) the user had before. */
      previousId: string;
    };

/** What is posted to `{endpoint}/internal/tlmtry`. */
export type TelemetryPayload = TelemetryMessage & {
  /** A random id of this event, so the endpoint can drop a duplicate. */
  messageId: string;
  /** When the event was recorded (ISO 8601). */
  timestamp: string;
  /** The identified user's id, once `identify()` was called. */
  userId?: string | undefined;
  /** A random id standing for the user until `identify()` is called. */
  anonymousId?: string | undefined;
  /** The environment the event was recorded in. */
  context: TelemetryContext;
};
