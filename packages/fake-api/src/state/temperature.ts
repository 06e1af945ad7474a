/** Fahrenheit to Celsius, rounded to one decimal like the provider reports. */
export function toCelsius(fahrenheit: number): number {
  return Math.round((((fahrenheit - 32) * 5) / 9) * 10) / 10;
}

/** Celsius to Fahrenheit, rounded to one decimal. */
export function toFahrenheit(celsius: number): number {
  return Math.round(((celsius * 9) / 5 + 32) * 10) / 10;
}
