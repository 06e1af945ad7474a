import type { ThermostatView } from './thermostat-view.js';

/** What the equipment is doing, for the card's tag. */
export type SystemStatus = 'heating' | 'cooling' | 'fan' | 'off';

/** The spec's priority: heating, then cooling, then the fan alone, else off ('--'). */
export function systemStatus(
  thermostat: Pick<ThermostatView, 'isHeating' | 'isCooling' | 'isFanRunning'>,
): SystemStatus {
  if (thermostat.isHeating) return 'heating';
  if (thermostat.isCooling) return 'cooling';
  if (thermostat.isFanRunning) return 'fan';
  return 'off';
}
