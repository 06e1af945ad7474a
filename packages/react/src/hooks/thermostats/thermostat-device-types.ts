/** The spec's thermostat device types. */
export const THERMOSTAT_DEVICE_TYPES: ReadonlySet<string> = new Set([
  'nest_thermostat',
  'ecobee_thermostat',
  'honeywell_resideo_thermostat',
]);
