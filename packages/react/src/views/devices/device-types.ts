import { THERMOSTAT_DEVICE_TYPES } from '../../hooks/thermostats/thermostat-device-types.js';

/** The spec's lock device types. */
export const LOCK_DEVICE_TYPES: ReadonlySet<string> = new Set([
  'akuvox_lock',
  'august_lock',
  'brivo_access_point',
  'butterflymx_panel',
  'avigilon_alta_entry',
  'doorking_lock',
  'genie_door',
  'igloo_lock',
  'linear_lock',
  'lockly_lock',
  'kwikset_lock',
  'nuki_lock',
  'salto_lock',
  'schlage_lock',
  'seam_relay',
  'smartthings_lock',
  'wyze_lock',
  'yale_lock',
  'two_n_intercom',
  'controlbyweb_device',
  'ttlock_lock',
  'igloohome_lock',
  'hubitat_lock',
  'four_suites_door',
  'dormakaba_oracode_door',
]);

/** Whether the device is shown with lock details. */
export const isLockType = (deviceType: string) => LOCK_DEVICE_TYPES.has(deviceType);

/** Whether the device is shown with thermostat details. */
export const isThermostatType = (deviceType: string) => THERMOSTAT_DEVICE_TYPES.has(deviceType);
