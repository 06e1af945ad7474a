/** ISO 8601 timestamp string. */
export type Iso = string;

export interface Issue {
  error_code?: string;
  warning_code?: string;
  message: string;
  created_at?: Iso;
  is_device_error?: boolean;
  is_connected_account_error?: boolean;
  is_access_code_error?: boolean;
}

export interface Workspace {
  workspace_id: string;
  name: string;
  is_sandbox: boolean;
  connect_partner_name: string | null;
}

export interface ConnectedAccount {
  connected_account_id: string;
  created_at: Iso;
  account_type: string;
  account_type_display_name: string;
  user_identifier: { email?: string; phone?: string; username?: string };
  errors: Issue[];
  warnings: Issue[];
  custom_metadata: Record<string, string | boolean>;
  automatically_manage_new_devices: boolean;
}

export type HvacMode = 'off' | 'heat' | 'cool' | 'heat_cool';

export interface ClimateSetting {
  hvac_mode_setting: HvacMode;
  automatic_heating_enabled: boolean;
  automatic_cooling_enabled: boolean;
  manual_override_allowed: boolean;
  heating_set_point_fahrenheit?: number;
  heating_set_point_celsius?: number;
  cooling_set_point_fahrenheit?: number;
  cooling_set_point_celsius?: number;
}

export interface ClimateSettingSchedule extends Partial<ClimateSetting> {
  climate_setting_schedule_id: string;
  schedule_type: 'time_bound';
  device_id: string;
  name: string;
  schedule_starts_at: Iso;
  schedule_ends_at: Iso;
  created_at: Iso;
  errors: Issue[];
}

/** Device properties; lock and thermostat fields are optional because one shape serves both. */
export interface DeviceProperties {
  name: string;
  online: boolean;
  appearance: { name: string };
  model: { display_name: string; manufacturer_display_name: string };
  manufacturer: string;
  image_url: string;
  image_alt_text: string;
  has_direct_power?: boolean;
  battery?: { level: number; status: 'critical' | 'low' | 'good' | 'full' };
  battery_level?: number;
  serial_number?: string;
  locked?: boolean;
  door_open?: boolean;
  supported_code_lengths?: number[];
  max_active_codes_supported?: number;
  supports_offline_access_codes?: boolean;
  offline_access_codes_enabled?: boolean;
  online_access_codes_enabled?: boolean;
  temperature_fahrenheit?: number;
  temperature_celsius?: number;
  relative_humidity?: number;
  is_heating?: boolean;
  is_cooling?: boolean;
  is_fan_running?: boolean;
  is_heating_available?: boolean;
  is_cooling_available?: boolean;
  fan_mode_setting?: 'auto' | 'on';
  available_hvac_mode_settings?: HvacMode[];
  current_climate_setting?: ClimateSetting;
  default_climate_setting?: ClimateSetting;
  active_climate_setting_schedule?: ClimateSettingSchedule;
  is_climate_setting_schedule_active?: boolean;
  is_temporary_manual_override_active?: boolean;
  can_enable_automatic_heating?: boolean;
  can_enable_automatic_cooling?: boolean;
  min_heating_cooling_delta_fahrenheit?: number;
  min_heating_cooling_delta_celsius?: number;
  min_heating_set_point_fahrenheit?: number;
  min_heating_set_point_celsius?: number;
  max_heating_set_point_fahrenheit?: number;
  max_heating_set_point_celsius?: number;
  min_cooling_set_point_fahrenheit?: number;
  min_cooling_set_point_celsius?: number;
  max_cooling_set_point_fahrenheit?: number;
  max_cooling_set_point_celsius?: number;
  [metadata: `${string}_metadata`]: Record<string, unknown> | undefined;
}

export type Capability = 'access_code' | 'lock' | 'noise_detection' | 'thermostat' | 'battery';

export interface Device {
  device_id: string;
  device_type: string;
  display_name: string;
  nickname?: string;
  capabilities_supported: Capability[];
  properties: DeviceProperties;
  location: { location_name?: string; timezone?: string } | null;
  connected_account_id: string;
  workspace_id: string;
  errors: Issue[];
  warnings: Issue[];
  created_at: Iso;
  is_managed: boolean;
  custom_metadata: Record<string, string | boolean>;
  can_remotely_lock?: boolean;
  can_remotely_unlock?: boolean;
  can_program_online_access_codes?: boolean;
  can_program_offline_access_codes?: boolean;
  can_simulate_removal?: boolean;
}

export type AccessCodeStatus = 'setting' | 'set' | 'unset' | 'removing' | 'unknown';

export interface AccessCode {
  access_code_id: string;
  device_id: string;
  name: string | null;
  code: string | null;
  common_code_key: string | null;
  type: 'ongoing' | 'time_bound';
  starts_at?: Iso;
  ends_at?: Iso;
  created_at: Iso;
  errors: Issue[];
  warnings: Issue[];
  is_managed: true;
  status: AccessCodeStatus;
  is_backup_access_code_available: boolean;
  is_external_modification_allowed: boolean;
  is_one_time_use: boolean;
  is_offline_access_code: boolean;
  is_scheduled_on_device?: boolean;
  is_waiting_for_code_assignment?: boolean;
  is_backup?: boolean;
  pulled_backup_access_code_id?: string | null;
}

/** A code found on a device but not managed through the API. */
export interface UnmanagedAccessCode {
  access_code_id: string;
  device_id: string;
  name: string | null;
  code: string | null;
  type: 'ongoing' | 'time_bound';
  starts_at?: Iso;
  ends_at?: Iso;
  created_at: Iso;
  errors: Issue[];
  warnings: Issue[];
  is_managed: false;
  status: 'set';
  is_external_modification_allowed: boolean;
}

/** A provider a Connect Webview can offer (`/devices/list_device_providers`). */
export interface DeviceProvider {
  device_provider_name: string;
  display_name: string;
  image_url: string;
  provider_categories: ('stable' | 'consumer_smartlocks' | 'thermostats' | 'noise_sensors')[];
}

/** One usage event as posted to `/internal/tlmtry`, kept for tests to read back. */
export type TelemetryEvent = Record<string, unknown>;

/**
 * Who an action attempt belongs to, kept beside it (never answered): the device it acts on and the
 * client session that started it, so a client session reads only its own workspace's attempts.
 */
export interface ActionAttemptOwner {
  device_id: string;
  client_session_id: string | null;
}

export type ActionAttempt =
  | { action_attempt_id: string; action_type: string; status: 'pending'; result: null; error: null }
  | {
      action_attempt_id: string;
      action_type: string;
      status: 'success';
      result: Record<string, unknown>;
      error: null;
    }
  | {
      action_attempt_id: string;
      action_type: string;
      status: 'error';
      result: null;
      error: { type: string; message: string };
    };

export interface ClientSession {
  client_session_id: string;
  user_identifier_key: string | null;
  created_at: Iso;
  token: string;
  device_count: number;
  connected_account_ids: string[];
  connect_webview_ids: string[];
  user_identity_ids: string[];
  workspace_id: string;
  /**
   * When the token stops working (`expires_at` on create / get_or_create); absent or null, never.
   * Kept off the wire: the contract's `client_session` has no such field.
   */
  expires_at?: Iso | null;
}

export interface SeamEvent {
  event_id: string;
  event_type: string;
  workspace_id: string;
  created_at: Iso;
  occurred_at: Iso;
  device_id?: string;
  connected_account_id?: string;
  access_code_id?: string;
  action_attempt_id?: string;
  client_session_id?: string;
}

export interface Webhook {
  webhook_id: string;
  url: string;
  event_types: string[];
  secret: string;
}

export interface ConnectWebview {
  connect_webview_id: string;
  workspace_id: string;
  created_at: Iso;
  connected_account_id: string | null;
  url: string;
  device_selection_mode: 'none' | 'single' | 'multiple';
  accepted_providers: string[];
  accepted_devices: string[];
  any_device_allowed: boolean;
  any_provider_allowed: boolean;
  login_successful: boolean;
  status: 'pending' | 'failed' | 'authorized';
  custom_redirect_url: string | null;
  custom_redirect_failure_url: string | null;
  custom_metadata: Record<string, string | boolean>;
  automatically_manage_new_devices: boolean;
  wait_for_device_creation: boolean;
  authorized_at: Iso | null;
  selected_provider: string | null;
}

export type SupportLevel = 'stable' | 'beta' | 'planned' | 'unsupported' | 'inquire';

export interface ImageReference {
  url: string;
  width: number;
  height: number;
}

export interface Manufacturer {
  manufacturer_id: string;
  display_name: string;
  logo: ImageReference;
  integration: SupportLevel;
  integration_support_level: SupportLevel;
  is_connect_webview_supported: boolean;
  requires_seam_support_to_add_account: boolean;
  annotations: { annotation_code: string; message: string }[];
  device_model_count: number;
}

export interface AestheticVariant {
  slug: string;
  display_name: string;
  primary_color_hex: string;
  manufacturer_sku: string;
  front_image: ImageReference;
  images: ImageReference[];
}

export interface DeviceModel {
  device_model_id: string;
  manufacturer: Omit<Manufacturer, 'device_model_count' | 'annotations'>;
  is_device_supported: boolean;
  display_name: string;
  description: string;
  product_url: string;
  main_connection_type: 'wifi' | 'zwave' | 'zigbee' | 'bluetooth' | 'unknown';
  main_category: 'smartlock' | 'thermostat' | 'sensor' | 'intercom' | 'relay';
  aesthetic_variants: AestheticVariant[];
  power_sources: ('battery' | 'hardwired' | 'wireless' | 'ethernet')[];
  physical_properties: Record<string, unknown>;
  software_features: Record<string, boolean>;
}

/** One provider request the fake API answered, for tests that count calls (`GET /_fake/requests`). */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /** ISO time the answer was sent. */
  at: string;
}
