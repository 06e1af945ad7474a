import type { ThermostatsMessages } from '../../messages/thermostats.js';
import type { HvacMode } from './thermostat-view.js';

/** The spec's labels of the HVAC modes: Heat, Cool, 'Heat & Cool', Off. */
export function modeLabel(mode: HvacMode, t: ThermostatsMessages): string {
  switch (mode) {
    case 'heat':
      return t.modeHeat;
    case 'cool':
      return t.modeCool;
    case 'heat_cool':
      return t.modeHeatCool;
    case 'off':
      return t.modeOff;
  }
}
