import { type ThermostatHvacMode, usesCool, usesHeat } from './climate-units.js';

type Properties = Record<string, unknown>;

const MODES: readonly unknown[] = ['off', 'heat', 'cool', 'heat_cool'];
const isMode = (value: unknown): value is ThermostatHvacMode => MODES.includes(value);

/**
 * The equipment flags a saved climate or fan mode makes certain, to write into the cached device
 * beside the setting: without them the card's status tag said 'Heating' under a climate just set
 * to Off until the device was read again. A mode that does not heat is not heating, one that does
 * not cool is not cooling; a fan set on runs, and a fan on auto runs only while either does. What
 * the device will do within its mode (heat towards a set point above the room) is left to the next
 * read: only the server knows the room's temperature by then.
 */
export function equipmentAfterSave(properties: Properties): Properties {
  const setting = properties.current_climate_setting as { hvac_mode_setting?: unknown } | undefined;
  const mode = setting?.hvac_mode_setting;
  const certain: Properties = {};
  if (isMode(mode)) {
    if (!usesHeat(mode)) certain.is_heating = false;
    if (!usesCool(mode)) certain.is_cooling = false;
  }
  const heating = certain.is_heating ?? properties.is_heating;
  const cooling = certain.is_cooling ?? properties.is_cooling;
  if (properties.fan_mode_setting === 'on') certain.is_fan_running = true;
  if (properties.fan_mode_setting === 'auto' && heating === false && cooling === false) {
    certain.is_fan_running = false;
  }
  return certain;
}
