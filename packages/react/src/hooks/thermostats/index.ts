export {
  type SetThermostatClimateVariables,
  type ThermostatHvacMode,
  useSetThermostatClimate,
} from './use-set-thermostat-climate.js';
export {
  type SetThermostatFanModeVariables,
  useSetThermostatFanMode,
} from './use-set-thermostat-fan-mode.js';
export {
  type ThermostatTemperatureUnit,
  useThermostatTemperatureUnit,
} from './use-thermostat-temperature-unit.js';
export {
  type UpdateThermostatManualOverrideVariables,
  useUpdateThermostatManualOverride,
} from './use-update-thermostat-manual-override.js';
