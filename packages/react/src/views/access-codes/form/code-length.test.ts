import { describe, expect, it } from 'vitest';
import {
  formatCodeLengths,
  hasSupportedLength,
  isDigitsOnly,
  normalizeCodeLengths,
} from './code-length.js';

describe('code lengths', () => {
  it('writes consecutive lengths as a range and others as a list', () => {
    expect(formatCodeLengths([4])).toBe('4');
    expect(formatCodeLengths([4, 5, 6])).toBe('4-6');
    expect(formatCodeLengths([4, 6])).toBe('4, 6');
    expect(formatCodeLengths([4, 5, 7])).toBe('4, 5, 7');
    expect(formatCodeLengths([])).toBe('');
  });

  it('normalizes what the device reports', () => {
    expect(normalizeCodeLengths([6, 4, 4, 5])).toEqual([4, 5, 6]);
    expect(normalizeCodeLengths([4, '5', -1, 2.5, null])).toEqual([4]);
    expect(normalizeCodeLengths(undefined)).toEqual([]);
    expect(normalizeCodeLengths('4')).toEqual([]);
  });

  it('checks the length, accepting any when none are listed', () => {
    expect(hasSupportedLength('1234', [4, 6])).toBe(true);
    expect(hasSupportedLength('12345', [4, 6])).toBe(false);
    expect(hasSupportedLength('12 34', [4])).toBe(false);
    expect(hasSupportedLength('1', [])).toBe(true);
  });

  it('tells digits from anything else', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12 34')).toBe(false);
    expect(isDigitsOnly('12a4')).toBe(false);
    expect(isDigitsOnly('١٢٣٤')).toBe(false);
  });
});
