import type { Notice } from '../../ui/use-notice.js';

/**
 * How the thermostat's controls tell their outcome. The view shows it in one snackbar region
 * outside its screens, so an outcome that lands while the schedules are open is seen and said.
 */
export interface ThermostatNotices {
  notify(message: string, variant: Notice['variant']): void;
  /**
   * Tells a success only while the controls are hidden behind the schedule table: in view, the
   * row's own 'Saved' indicator says it, as the spec places it.
   */
  notifyWhileHidden(message: string): void;
  /** Takes back whichever of these messages is showing: a new attempt makes it stale. */
  clear(...messages: string[]): void;
}
