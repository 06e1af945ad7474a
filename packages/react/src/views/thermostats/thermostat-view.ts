import {
  type ClimateView,
  climateOf,
  HVAC_MODES,
  type HvacMode,
  type Temperature,
  temperatureOf,
} from '../../ui/climate.js';
import { type DeviceIssue, issuesOf } from '../../ui/device-issues.js';
import { finite, type Loose, record, text } from '../../ui/loose-values.js';

export type { ClimateView, DeviceIssue, HvacMode };

/** The fan modes the spec knows. */
export type FanMode = 'auto' | 'on';

/** Set-point limits the device reports; each null when it reports none (or nonsense). */
export interface SetPointLimitsView {
  minHeating: Temperature | null;
  maxHeating: Temperature | null;
  minCooling: Temperature | null;
  maxCooling: Temperature | null;
  /** `min_heating_cooling_delta_*`: how far apart heat and cool must be in heat_cool. */
  delta: Temperature | null;
}

/** The thermostat fields the views read, validated: malformed API data becomes safe fallbacks. */
export interface ThermostatView {
  deviceId: string;
  deviceType: string;
  name: string | null;
  online: boolean;
  connectedAccountId: string | null;
  manufacturerName: string | null;
  temperature: Temperature | null;
  /** Relative humidity from 0 to 1. */
  humidity: number | null;
  heatingAvailable: boolean;
  coolingAvailable: boolean;
  /** `available_hvac_mode_settings` when the device lists it; null when it does not. */
  listedModes: HvacMode[] | null;
  isHeating: boolean;
  isCooling: boolean;
  isFanRunning: boolean;
  fanMode: FanMode | null;
  current: ClimateView | null;
  /** Null when absent, or when it holds neither a known mode nor a set point. */
  defaultClimate: ClimateView | null;
  /** The default climate's `manual_override_allowed`; the spec's default is allowed. */
  manualOverrideAllowed: boolean;
  limits: SetPointLimitsView;
  /** The device's errors, each with its API text; malformed items are left out. */
  errors: DeviceIssue[];
  /** The device's warnings, each with its API text; malformed items are left out. */
  warnings: DeviceIssue[];
}

function climate(value: unknown): ClimateView | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return climateOf(value);
}

// A default climate that names no mode and no set point (`{ manual_override_allowed: true }`, as a
// manual-override update leaves behind) sets nothing: it is absent, shown as 'None' not '--'.
const knownClimate = (value: ClimateView | null): ClimateView | null =>
  value && (value.mode || value.heating || value.cooling) ? value : null;

// A delta is a difference, not a reading: its Celsius form is 5/9 of the Fahrenheit one. The
// spec uses the Fahrenheit delta when present (the provider checks there), so a Celsius one that
// disagrees (1 °C beside 5 °F) is not trusted: it let °C set points through that were refused.
function delta(properties: Loose): Temperature | null {
  const fahrenheit = finite(properties.min_heating_cooling_delta_fahrenheit);
  const celsius = finite(properties.min_heating_cooling_delta_celsius);
  const usable = (value: number | null) => value !== null && value >= 0 && value < 100;
  if (usable(fahrenheit)) {
    return { fahrenheit: fahrenheit as number, celsius: ((fahrenheit as number) * 5) / 9 };
  }
  return usable(celsius)
    ? { fahrenheit: ((celsius as number) * 9) / 5, celsius: celsius as number }
    : null;
}

/**
 * A set-point limit held to the stricter of its two units when they disagree (80 °F beside
 * 30 °C, which is 86 °F): a value inside it is inside both, whichever unit it is sent in.
 */
function limit(properties: Loose, base: string, stricter: typeof Math.max): Temperature | null {
  const reported = temperatureOf(properties, base);
  if (!reported) return null;
  const { fahrenheit, celsius } = reported;
  const celsiusInF = (celsius * 9) / 5 + 32;
  // Celsius reported to one decimal is up to 0.09 °F off: only a real disagreement counts.
  if (Math.abs(celsiusInF - fahrenheit) < 0.1) return reported;
  const strictF = stricter(fahrenheit, celsiusInF);
  return { fahrenheit: strictF, celsius: stricter(celsius, ((strictF - 32) * 5) / 9) };
}

/** Reads a thermostat from the API defensively; never throws, whatever the shape. */
export function toThermostatView(device: unknown): ThermostatView {
  const raw = record(device);
  const properties = record(raw.properties);
  const model = record(properties.model);
  const humidity = finite(properties.relative_humidity);
  const defaultSetting = record(properties.default_climate_setting);
  const listed = properties.available_hvac_mode_settings;
  const fanMode = properties.fan_mode_setting;
  return {
    deviceId: text(raw.device_id) ?? '',
    deviceType: text(raw.device_type) ?? 'unknown',
    name: text(properties.name) ?? text(raw.display_name),
    online: properties.online === true,
    connectedAccountId: text(raw.connected_account_id),
    manufacturerName: text(model.manufacturer_display_name) ?? text(properties.manufacturer),
    temperature: temperatureOf(properties, 'temperature'),
    humidity: humidity === null ? null : Math.min(Math.max(humidity, 0), 1),
    heatingAvailable: properties.is_heating_available === true,
    coolingAvailable: properties.is_cooling_available === true,
    listedModes: Array.isArray(listed) ? HVAC_MODES.filter((mode) => listed.includes(mode)) : null,
    isHeating: properties.is_heating === true,
    isCooling: properties.is_cooling === true,
    isFanRunning: properties.is_fan_running === true,
    fanMode: fanMode === 'auto' || fanMode === 'on' ? fanMode : null,
    current: climate(properties.current_climate_setting),
    defaultClimate: knownClimate(climate(properties.default_climate_setting)),
    manualOverrideAllowed: defaultSetting.manual_override_allowed !== false,
    limits: {
      minHeating: limit(properties, 'min_heating_set_point', Math.max),
      maxHeating: limit(properties, 'max_heating_set_point', Math.min),
      minCooling: limit(properties, 'min_cooling_set_point', Math.max),
      maxCooling: limit(properties, 'max_cooling_set_point', Math.min),
      delta: delta(properties),
    },
    errors: issuesOf(raw.errors),
    warnings: issuesOf(raw.warnings),
  };
}
