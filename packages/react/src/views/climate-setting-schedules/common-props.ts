import type { ThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import type { HeadingLevel } from '../../ui/Heading.js';

/** Props every climate-setting-schedule view takes. */
export interface ClimateSettingScheduleCommonProps {
  /** Extra class on the view's root element. */
  className?: string | undefined;
  /** Shows a back button that calls this. */
  onBack?: (() => void) | undefined;
  /** The unit of the set points shown (default: the thermostat card's °F/°C choice, Fahrenheit until changed). */
  temperatureUnit?: ThermostatTemperatureUnit | undefined;
  /** No effect: the schedule views show no resource ids (one set of flags fits every view). */
  disableResourceIds?: boolean | undefined;
  /** Hides the schedule table's search box. */
  disableSearch?: boolean | undefined;
  /** Level of the view's title heading; defaults to the provider's (2). */
  headingLevel?: HeadingLevel | undefined;
}
