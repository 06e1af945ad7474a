import { type ClimateView, climateOf, type HvacMode, type Temperature } from '../../ui/climate.js';
import { date, record, text } from '../../ui/loose-values.js';

export type { HvacMode };

/** A set point in both units; either side may be derived from the other. */
export type SetPointView = Temperature;

/** The climate a schedule sets: its mode and whichever set points the API gave. */
export type ClimateSettingView = ClimateView;

/** The schedule fields the views read, validated: malformed API data becomes safe fallbacks. */
export interface ClimateSettingScheduleView {
  climateSettingScheduleId: string;
  deviceId: string;
  /** The API's name, or null (the views show 'Climate Setting Schedule'). */
  name: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date | null;
  /** The spec's default: manual override is allowed when unset. */
  manualOverrideAllowed: boolean;
  climate: ClimateSettingView;
}

/** Reads the climate fields of a schedule (or any climate setting) defensively. */
export const toClimateSettingView: (value: unknown) => ClimateSettingView = climateOf;

/** A thermostat's current climate setting from untrusted API data, or null when it reports none. */
export function currentClimateOf(device: unknown): ClimateSettingView | null {
  const setting = record(record(device).properties).current_climate_setting;
  return setting === undefined || setting === null ? null : toClimateSettingView(setting);
}

/** Reads a climate setting schedule from the API defensively; never throws, whatever the shape. */
export function toClimateSettingScheduleView(schedule: unknown): ClimateSettingScheduleView {
  const raw = record(schedule);
  return {
    climateSettingScheduleId: text(raw.climate_setting_schedule_id) ?? '',
    deviceId: text(raw.device_id) ?? '',
    name: text(raw.name),
    startsAt: date(raw.schedule_starts_at),
    endsAt: date(raw.schedule_ends_at),
    createdAt: date(raw.created_at),
    manualOverrideAllowed: raw.manual_override_allowed !== false,
    climate: toClimateSettingView(raw),
  };
}

/** A device's name from untrusted API data, or null (the views show a fallback). */
export function deviceNameOf(device: unknown): string | null {
  return text(record(record(device).properties).name);
}

/** Device ids to names, for the devices given; malformed entries are skipped. */
export function deviceNames(devices: unknown): Map<string, string | null> {
  const names = new Map<string, string | null>();
  if (!Array.isArray(devices)) return names;
  for (const device of devices) {
    const id = text(record(device).device_id);
    if (id !== null && !names.has(id)) names.set(id, deviceNameOf(device));
  }
  return names;
}
