import { type EventTypeIn, type EventTypeOut, eventTypeOutFromJson } from './event-type.js';
import { absentWhenNull, dateFromJson, type JsonObject } from './json.js';

/** Border radius of a dashboard element. */
export type BorderRadius = 'none' | 'lg' | 'md' | 'sm' | 'full';

/** Dashboard theme overrides. */
export interface CustomThemeOverride {
  /** Corner rounding of the dashboard's buttons, cards and inputs. */
  borderRadius?: {
    button?: BorderRadius | undefined;
    card?: BorderRadius | undefined;
    input?: BorderRadius | undefined;
  };
  /** The dashboard's base font size. */
  fontSize?: { base?: number | undefined };
}

/** Environment settings (dashboard look and delivery behaviour). */
export interface Settings {
  /** The dashboard's base font size. */
  customBaseFontSize?: number | undefined;
  /** The dashboard's accent colour. */
  customColor?: string | undefined;
  /** The dashboard's font family. */
  customFontFamily?: string | undefined;
  /** The logo shown in the dashboard. */
  customLogoUrl?: string | undefined;
  /** Finer overrides of the dashboard's theme. */
  customThemeOverride?: CustomThemeOverride | undefined;
  /** Whether an endpoint that keeps failing is disabled by the service. */
  disableEndpointOnFailure?: boolean | undefined;
  /** Whether message channels are on in the dashboard. */
  enableChannels?: boolean | undefined;
  /** Whether the dashboard lets your customers manage integrations. */
  enableIntegrationManagement?: boolean | undefined;
  /** Whether endpoint URLs must use HTTPS. */
  enforceHttps?: boolean | undefined;
}

/** The settings returned by `environment.getSettings`. */
export type EnvironmentSettingsOut = Pick<
  Settings,
  | 'customColor'
  | 'customFontFamily'
  | 'customLogoUrl'
  | 'customThemeOverride'
  | 'enableChannels'
  | 'enableIntegrationManagement'
>;

/** An environment to import (typically a previous export). */
export interface EnvironmentIn {
  /** Required by the contract; optional in Svix's type, so it is sent only when given. */
  version?: number | null | undefined;
  /** Required by the contract; optional in Svix's type, so it is sent only when given. */
  createdAt?: Date | null | undefined;
  /** The event types to create. */
  eventTypes?: EventTypeIn[] | null | undefined;
  /** The settings to apply. */
  settings?: Settings | null | undefined;
}

/** An exported environment. */
export interface EnvironmentOut {
  /** The export format's version. */
  version?: number;
  /** When the export was made. */
  createdAt: Date;
  /** Every event type of the environment. */
  eventTypes: EventTypeOut[];
  /** The environment's settings. */
  settings?: Settings;
}

/** Options of an export (none yet; the body is an empty object). */
export type ExportEnvironmentIn = Record<string, never>;

/** Decodes an `EnvironmentOut`. */
export function environmentOutFromJson(json: JsonObject): EnvironmentOut {
  const eventTypes = (json.eventTypes as JsonObject[] | undefined) ?? [];
  const out = {
    ...(json as object),
    createdAt: dateFromJson(json.createdAt),
    eventTypes: eventTypes.map(eventTypeOutFromJson),
  } as EnvironmentOut;
  return absentWhenNull(out, ['version', 'settings']);
}
