import type { ThermostatTemperatureUnit as TemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';

/** The unit temperatures are shown and edited in (the public type, so the two never drift apart). */
export type { TemperatureUnit };

/** A temperature in both units, as the API reports it (either may be derived from the other). */
export interface Temperature {
  fahrenheit: number;
  celsius: number;
}

/** Fahrenheit to Celsius, rounded to one decimal like the provider reports. */
export const toCelsius = (fahrenheit: number): number =>
  Math.round((((fahrenheit - 32) * 5) / 9) * 10) / 10;

/** Celsius to Fahrenheit, rounded to one decimal like the provider reports. */
export const toFahrenheit = (celsius: number): number =>
  Math.round(((celsius * 9) / 5 + 32) * 10) / 10;

/** A Fahrenheit value in both units. */
export const fromFahrenheit = (fahrenheit: number): Temperature => ({
  fahrenheit,
  celsius: toCelsius(fahrenheit),
});

/** A Celsius value in both units. */
export const fromCelsius = (celsius: number): Temperature => ({
  fahrenheit: toFahrenheit(celsius),
  celsius,
});

/** A value in `unit` in both units. */
export const inUnit = (value: number, unit: TemperatureUnit): Temperature =>
  unit === 'celsius' ? fromCelsius(value) : fromFahrenheit(value);

/** The spec shows temperatures truncated to integers (71.9 °F is 71 °F). */
export const truncated = (temperature: Temperature, unit: TemperatureUnit): number =>
  Math.trunc(temperature[unit]);
