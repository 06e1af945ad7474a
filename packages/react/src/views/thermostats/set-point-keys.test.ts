import { describe, expect, it } from 'vitest';
import { keyTarget } from './SetPointControl.js';

const bounds = { min: 50, max: 90 };

describe('keyTarget', () => {
  it('moves by 1 with the arrows and by 5 with Page Up/Down', () => {
    expect(keyTarget('ArrowUp', 70, bounds)).toBe(71);
    expect(keyTarget('ArrowRight', 70, bounds)).toBe(71);
    expect(keyTarget('ArrowDown', 70, bounds)).toBe(69);
    expect(keyTarget('ArrowLeft', 70, bounds)).toBe(69);
    expect(keyTarget('PageUp', 70, bounds)).toBe(75);
    expect(keyTarget('PageDown', 70, bounds)).toBe(65);
  });

  it('follows the slider in a right-to-left page: Left raises, Right lowers, Up and Down as ever', () => {
    expect(keyTarget('ArrowLeft', 70, bounds, 'rtl')).toBe(71);
    expect(keyTarget('ArrowRight', 70, bounds, 'rtl')).toBe(69);
    expect(keyTarget('ArrowUp', 70, bounds, 'rtl')).toBe(71);
    expect(keyTarget('ArrowDown', 70, bounds, 'rtl')).toBe(69);
  });

  it('jumps to the bounds with Home and End and ignores other keys', () => {
    expect(keyTarget('Home', 70, bounds)).toBe(50);
    expect(keyTarget('End', 70, bounds)).toBe(90);
    expect(keyTarget('Tab', 70, bounds)).toBeNull();
  });
});
