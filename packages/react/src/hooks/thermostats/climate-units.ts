// The provider's climate arithmetic, used by the climate save (to cache both units) and by the
// views (through ui/climate), so the two never disagree by a rounding.

/** The HVAC modes a climate can be set to. */
export type ThermostatHvacMode = 'heat' | 'cool' | 'heat_cool' | 'off';

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

/** Whether a mode uses the heating set point. */
export const usesHeat = (mode: ThermostatHvacMode): boolean =>
  mode === 'heat' || mode === 'heat_cool';

/** Whether a mode uses the cooling set point. */
export const usesCool = (mode: ThermostatHvacMode): boolean =>
  mode === 'cool' || mode === 'heat_cool';
