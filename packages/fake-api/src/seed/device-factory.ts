import type { Random } from '../state/random.js';
import { toCelsius } from '../state/temperature.js';
import { equipmentState } from '../state/thermostat-equipment.js';
import type {
  Capability,
  ClimateSetting,
  Device,
  DeviceProperties,
  HvacMode,
  Issue,
} from '../state/types.js';
import { modelImageUrl } from './catalogue.js';

/** Common inputs for any seeded device. */
export interface DeviceInput {
  name: string;
  deviceType: string;
  manufacturer: string;
  manufacturerDisplayName: string;
  model: string;
  accountId: string;
  workspaceId: string;
  createdAt: string;
  online?: boolean;
  errors?: Issue[];
  capabilities: Capability[];
  battery?: { level: number; status: 'critical' | 'low' | 'good' | 'full' } | null;
}

/** Inputs for a lock. */
export interface LockInput extends DeviceInput {
  locked: boolean;
  codeLengths: number[];
}

/** Inputs for a thermostat. */
export interface ThermostatInput extends DeviceInput {
  heating: boolean;
  cooling: boolean;
  fanMode: 'auto' | 'on';
  temperatureF: number;
  humidity: number;
  current: ClimateSetting;
  defaultSetting?: ClimateSetting;
}

function baseProperties(input: DeviceInput, baseUrl: string): DeviceProperties {
  const properties: DeviceProperties = {
    name: input.name,
    online: input.online ?? true,
    appearance: { name: input.name },
    model: { display_name: input.model, manufacturer_display_name: input.manufacturerDisplayName },
    manufacturer: input.manufacturer,
    image_url: modelImageUrl(baseUrl, input.manufacturerDisplayName, input.model),
    image_alt_text: `${input.manufacturerDisplayName} ${input.model}`,
  };
  if (input.battery) {
    properties.battery = input.battery;
    properties.battery_level = input.battery.level;
  } else {
    properties.has_direct_power = true;
  }
  return properties;
}

function baseDevice(input: DeviceInput, random: Random, properties: DeviceProperties): Device {
  return {
    device_id: random.uuid(),
    device_type: input.deviceType,
    display_name: input.name,
    nickname: input.name,
    capabilities_supported: input.capabilities,
    properties,
    location: { location_name: 'Maple Street Residence', timezone: 'America/Los_Angeles' },
    connected_account_id: input.accountId,
    workspace_id: input.workspaceId,
    errors: input.errors ?? [],
    warnings: [],
    created_at: input.createdAt,
    is_managed: true,
    custom_metadata: {},
  };
}

/** Device types whose locks take offline access codes. */
const OFFLINE_CODE_DEVICE_TYPES: readonly string[] = ['igloohome_lock'];

/** Builds a lock-type device. */
export function buildLock(input: LockInput, random: Random, baseUrl: string): Device {
  const properties = baseProperties(input, baseUrl);
  properties.locked = input.locked;
  properties.door_open = false;
  properties.supported_code_lengths = input.codeLengths;
  properties.max_active_codes_supported = 250;
  properties.online_access_codes_enabled = input.capabilities.includes('access_code');
  const device = baseDevice(input, random, properties);
  const canLock = input.capabilities.includes('lock');
  device.can_remotely_lock = canLock;
  device.can_remotely_unlock = canLock;
  device.can_program_online_access_codes = input.capabilities.includes('access_code');
  // igloohome locks program offline (algorithmic) codes, as the device catalogue says.
  const offline = OFFLINE_CODE_DEVICE_TYPES.includes(input.deviceType);
  if (offline) properties.offline_access_codes_enabled = true;
  device.can_program_offline_access_codes = offline;
  return device;
}

/** Adds the Celsius twins of any Fahrenheit set points. */
export function withCelsius(setting: ClimateSetting): ClimateSetting {
  const out = { ...setting };
  if (out.heating_set_point_fahrenheit !== undefined)
    out.heating_set_point_celsius = toCelsius(out.heating_set_point_fahrenheit);
  if (out.cooling_set_point_fahrenheit !== undefined)
    out.cooling_set_point_celsius = toCelsius(out.cooling_set_point_fahrenheit);
  return out;
}

function availableModes(heating: boolean, cooling: boolean): HvacMode[] {
  const modes: HvacMode[] = ['off'];
  if (heating) modes.push('heat');
  if (cooling) modes.push('cool');
  if (heating && cooling) modes.push('heat_cool');
  return modes;
}

function setPointLimits(properties: DeviceProperties, heating: boolean, cooling: boolean): void {
  if (heating) {
    Object.assign(properties, {
      min_heating_set_point_fahrenheit: 50,
      min_heating_set_point_celsius: 10,
      max_heating_set_point_fahrenheit: 90,
      max_heating_set_point_celsius: 32.2,
    });
  }
  if (cooling) {
    Object.assign(properties, {
      min_cooling_set_point_fahrenheit: 60,
      min_cooling_set_point_celsius: 15.6,
      max_cooling_set_point_fahrenheit: 90,
      max_cooling_set_point_celsius: 32.2,
    });
  }
  if (heating && cooling) {
    properties.min_heating_cooling_delta_fahrenheit = 5;
    properties.min_heating_cooling_delta_celsius = 2.8;
  }
}

/** Builds a thermostat. */
export function buildThermostat(input: ThermostatInput, random: Random, baseUrl: string): Device {
  const properties = baseProperties(input, baseUrl);
  Object.assign(properties, {
    temperature_fahrenheit: input.temperatureF,
    temperature_celsius: toCelsius(input.temperatureF),
    relative_humidity: input.humidity,
    is_heating_available: input.heating,
    is_cooling_available: input.cooling,
    ...equipmentState(input.current, input.temperatureF, input.fanMode),
    fan_mode_setting: input.fanMode,
    available_hvac_mode_settings: availableModes(input.heating, input.cooling),
    current_climate_setting: withCelsius(input.current),
    can_enable_automatic_heating: input.heating,
    can_enable_automatic_cooling: input.cooling,
    is_climate_setting_schedule_active: false,
    is_temporary_manual_override_active: false,
  });
  if (input.defaultSetting) properties.default_climate_setting = withCelsius(input.defaultSetting);
  setPointLimits(properties, input.heating, input.cooling);
  return baseDevice(input, random, properties);
}
