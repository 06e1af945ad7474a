import { HVAC_MODES } from '../../ui/climate.js';
import { heatCoolPossible, setPointRules } from './set-points.js';
import type { HvacMode, ThermostatView } from './thermostat-view.js';

type ModeSource = Pick<
  ThermostatView,
  'heatingAvailable' | 'coolingAvailable' | 'listedModes' | 'limits' | 'current'
>;

/**
 * The modes a thermostat can do (the spec's validation rules): heat needs heating available, cool needs cooling,
 * heat_cool needs both (and limits that leave room for the delta); off always. A device that also
 * lists `available_hvac_mode_settings` is held to that list too, so no impossible mode is offered.
 */
export function supportedModes(thermostat: ModeSource): HvacMode[] {
  // In the order the selector offers them.
  return HVAC_MODES.filter((mode) => {
    if (mode === 'off') return true;
    if (thermostat.listedModes && !thermostat.listedModes.includes(mode)) return false;
    if (mode === 'heat') return thermostat.heatingAvailable;
    if (mode === 'cool') return thermostat.coolingAvailable;
    return (
      thermostat.heatingAvailable &&
      thermostat.coolingAvailable &&
      heatCoolPossible(setPointRules(thermostat, 'fahrenheit', 'heat_cool')) &&
      heatCoolPossible(setPointRules(thermostat, 'celsius', 'heat_cool'))
    );
  });
}

/** The spec's initial mode: heat_cool if supported, else the first supported, else off. */
export function defaultMode(modes: readonly HvacMode[]): HvacMode {
  if (modes.includes('heat_cool')) return 'heat_cool';
  return modes[0] ?? 'off';
}

/** The mode the controls show: the current one when the device can do it, else {@link defaultMode}. */
export function initialMode(thermostat: ModeSource): HvacMode {
  const modes = supportedModes(thermostat);
  const current = thermostat.current?.mode;
  return current && modes.includes(current) ? current : defaultMode(modes);
}
