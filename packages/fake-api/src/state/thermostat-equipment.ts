import type { ClimateSetting, DeviceProperties } from './types.js';

/** What a thermostat's equipment is doing. */
export interface EquipmentState {
  is_heating: boolean;
  is_cooling: boolean;
  is_fan_running: boolean;
}

/**
 * What the equipment does for a climate setting at the room's temperature: it heats below the
 * heating set point and cools above the cooling one, in the modes that use them, and the fan runs
 * with either or whenever it is set on. One rule for the seed, every climate action and the fan
 * mode, so no change leaves a fan running for a thermostat that was turned off.
 */
export function equipmentState(
  setting: ClimateSetting | undefined,
  temperatureF: number,
  fanMode: DeviceProperties['fan_mode_setting'],
): EquipmentState {
  const mode = setting?.hvac_mode_setting ?? 'off';
  const heatPoint = setting?.heating_set_point_fahrenheit;
  const coolPoint = setting?.cooling_set_point_fahrenheit;
  const is_heating =
    (mode === 'heat' || mode === 'heat_cool') &&
    heatPoint !== undefined &&
    temperatureF < heatPoint;
  const is_cooling =
    (mode === 'cool' || mode === 'heat_cool') &&
    coolPoint !== undefined &&
    temperatureF > coolPoint;
  return { is_heating, is_cooling, is_fan_running: fanMode === 'on' || is_heating || is_cooling };
}
