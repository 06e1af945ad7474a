import { describe, expect, it } from 'vitest';
import {
  climateLine,
  fromCelsius,
  fromFahrenheit,
  inUnit,
  toCelsius,
  toFahrenheit,
  truncated,
} from './climate.js';

const temperature = (value: number, unit: 'fahrenheit' | 'celsius') =>
  `${value}°${unit === 'celsius' ? 'C' : 'F'}`;
const heating = { fahrenheit: 68.9, celsius: 20.5 };
const cooling = { fahrenheit: 75, celsius: 23.9 };

describe('temperature conversion', () => {
  it('rounds to one decimal like the provider reports', () => {
    expect(toCelsius(75)).toBe(23.9);
    expect(toCelsius(70)).toBe(21.1);
    expect(toFahrenheit(21.1)).toBe(70);
    expect(toFahrenheit(20.5)).toBe(68.9);
  });

  it('keeps the given unit as it is and derives the other', () => {
    expect(fromFahrenheit(71.5)).toEqual({ fahrenheit: 71.5, celsius: 21.9 });
    expect(fromCelsius(22.25)).toEqual({ fahrenheit: 72.1, celsius: 22.25 });
    expect(inUnit(20, 'celsius')).toEqual({ fahrenheit: 68, celsius: 20 });
    expect(inUnit(68, 'fahrenheit')).toEqual({ fahrenheit: 68, celsius: 20 });
  });

  it('truncates to an integer in the unit, as the spec shows temperatures', () => {
    expect(truncated({ fahrenheit: 71.9, celsius: 22.2 }, 'fahrenheit')).toBe(71);
    expect(truncated({ fahrenheit: 71.9, celsius: 22.2 }, 'celsius')).toBe(22);
    // 70 °F as the provider reports it in °C reads 70 °F again, not 69 °F (69.98 truncated).
    expect(truncated(fromCelsius(toCelsius(70)), 'fahrenheit')).toBe(70);
  });
});

describe('climateLine', () => {
  const t = { label: 'Mode', temperature };

  it('writes the label and the set points the mode uses, truncated in the unit', () => {
    expect(climateLine({ mode: 'heat_cool', heating, cooling }, 'fahrenheit', t)).toBe(
      'Mode · 68°F – 75°F',
    );
    expect(climateLine({ mode: 'heat_cool', heating, cooling }, 'celsius', t)).toBe(
      'Mode · 20°C – 23°C',
    );
    expect(climateLine({ mode: 'heat', heating, cooling }, 'fahrenheit', t)).toBe('Mode · 68°F');
    expect(climateLine({ mode: 'cool', heating, cooling }, 'fahrenheit', t)).toBe('Mode · 75°F');
    expect(climateLine({ mode: 'off', heating, cooling }, 'fahrenheit', t)).toBe('Mode');
  });

  it('shows both set points for an unknown mode and leaves missing ones out', () => {
    expect(climateLine({ mode: null, heating, cooling }, 'fahrenheit', t)).toBe(
      'Mode · 68°F – 75°F',
    );
    expect(climateLine({ mode: null, heating: null, cooling }, 'fahrenheit', t)).toBe(
      'Mode · 75°F',
    );
    expect(climateLine({ mode: 'heat', heating: null, cooling }, 'fahrenheit', t)).toBe('Mode');
  });
});
