import { type EventTypeIn, type EventTypeOut, eventTypeOutFromJson } from './event-type.js';
import { absentWhenNull, dateFromJson, type JsonObject } from './json.js';

/** Border radius of a dashboard element. */
export type BorderRadius = 'none' | 'lg' | 'md' | 'sm' | 'full';

/** Dashboard theme overrides. */
export interface CustomThemeOverride {
  borderRadius?: {
    button?: BorderRadius | undefined;
    card?: BorderRadius | undefined;
    input?: BorderRadius | undefined;
  };
  fontSize?: { base?: number | undefined };
}

/** Environment settings (dashboard look and delivery behaviour). */
export interface Settings {
  customBaseFontSize?: number | undefined;
  customColor?: string | undefined;
  customFontFamily?: string | undefined;
  customLogoUrl?: string | undefined;
  customThemeOverride?: CustomThemeOverride | undefined;
  disableEndpointOnFailure?: boolean | undefined;
  enableChannels?: boolean | undefined;
  enableIntegrationManagement?: boolean | undefined;
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
  eventTypes?: EventTypeIn[] | null | undefined;
  settings?: Settings | null | undefined;
}

/** An exported environment. */
export interface EnvironmentOut {
  version?: number;
  createdAt: Date;
  eventTypes: EventTypeOut[];
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
