import { describe, expect, it } from 'vitest';
import { thermostatsMessages as t } from '../../messages/thermostats.js';
import { climateText } from './climate-text.js';

const heating = { fahrenheit: 68.9, celsius: 20.5 };
const cooling = { fahrenheit: 75, celsius: 23.9 };

describe('climateText', () => {
  it('shows the mode and the set points it uses, truncated in the unit', () => {
    expect(climateText({ mode: 'heat_cool', heating, cooling }, 'fahrenheit', t)).toBe(
      'Heat & Cool · 68°F – 75°F',
    );
    expect(climateText({ mode: 'heat_cool', heating, cooling }, 'celsius', t)).toBe(
      'Heat & Cool · 20°C – 23°C',
    );
    expect(climateText({ mode: 'cool', heating, cooling }, 'fahrenheit', t)).toBe('Cool · 75°F');
  });

  it('shows Off without set points, the mode alone when its set point is missing', () => {
    expect(climateText({ mode: 'off', heating, cooling }, 'fahrenheit', t)).toBe('Off');
    expect(climateText({ mode: 'heat', heating: null, cooling }, 'fahrenheit', t)).toBe('Heat');
  });

  it('shows -- for no climate or an unknown mode', () => {
    expect(climateText(null, 'fahrenheit', t)).toBe('--');
    expect(climateText({ mode: null, heating, cooling }, 'fahrenheit', t)).toBe('--');
  });
});
