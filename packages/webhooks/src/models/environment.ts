import { type EventTypeIn, type EventTypeOut, eventTypeOutFromJson } from './event-type.js';
import { absentWhenNull, dateFromJson, type JsonObject } from './json.js';

/** Border radius of a dashboard element. */
export type BorderRadius = 'none' | 'lg' | 'md' | 'sm' | 'full';

/** Dashboard theme overrides. */
export interface CustomThemeOverride {
  borderRadius?: { button?: BorderRadius; card?: BorderRadius; input?: BorderRadius };
  fontSize?: { base?: number };
}

/** Environment settings (dashboard look and delivery behaviour). */
export interface Settings {
  customBaseFontSize?: number;
  customColor?: string;
  customFontFamily?: string;
  customLogoUrl?: string;
  customThemeOverride?: CustomThemeOverride;
  disableEndpointOnFailure?: boolean;
  enableChannels?: boolean;
  enableIntegrationManagement?: boolean;
  enforceHttps?: boolean;
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
  version?: number | null;
  /** Required by the contract; optional in Svix's type, so it is sent only when given. */
  createdAt?: Date | null;
  eventTypes?: EventTypeIn[] | null;
  settings?: Settings | null;
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
