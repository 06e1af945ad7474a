import { describe, expect, it } from 'vitest';
import { attributeName, fromAttribute } from './element-spec.js';

describe('attributeName', () => {
  it('should turn a camelCase prop into its kebab-case attribute', () => {
    expect(attributeName('deviceId')).toBe('device-id');
    expect(attributeName('disableCssInjection')).toBe('disable-css-injection');
    expect(attributeName('theme')).toBe('theme');
  });
});

describe('fromAttribute', () => {
  it('should read a boolean by presence, whatever its value', () => {
    expect(fromAttribute('boolean', '')).toBe(true);
    expect(fromAttribute('boolean', 'false')).toBe(true);
    expect(fromAttribute('boolean', null)).toBe(false);
  });

  it('should keep a string as written and unset an absent one', () => {
    expect(fromAttribute('string', ' a b ')).toBe(' a b ');
    expect(fromAttribute('string', '')).toBe('');
    expect(fromAttribute('string', null)).toBeUndefined();
  });

  it('should read a number and unset one that is not a number', () => {
    expect(fromAttribute('number', ' 3 ')).toBe(3);
    expect(fromAttribute('number', 'three')).toBeUndefined();
    expect(fromAttribute('number', '')).toBeUndefined();
    expect(fromAttribute('number', 'Infinity')).toBeUndefined();
  });

  it('should split a list on commas only, trimming items and dropping empty ones', () => {
    expect(fromAttribute('list', 'Google Nest, August')).toEqual(['Google Nest', 'August']);
    expect(fromAttribute('list', ' a ,, b  c ,')).toEqual(['a', 'b  c']);
    expect(fromAttribute('list', 'Google Nest')).toEqual(['Google Nest']);
    expect(fromAttribute('list', ' , ')).toEqual([]);
    expect(fromAttribute('list', '')).toEqual([]);
    expect(fromAttribute('list', null)).toBeUndefined();
  });

  it('should split ids on commas and spaces, as 0.1.0 read device-ids (an id has no space)', () => {
    expect(fromAttribute('ids', ' a  b, c ,')).toEqual(['a', 'b', 'c']);
    expect(fromAttribute('ids', '["a", "b"]')).toEqual(['a', 'b']);
    expect(fromAttribute('ids', '')).toEqual([]);
  });

  it('should read a JSON array of strings as @seamapi/react did, keeping only the strings', () => {
    expect(fromAttribute('list', '["a", "b c", 3]')).toEqual(['a', 'b c']);
    expect(fromAttribute('list', '[a, b]')).toEqual(['[a', 'b]']);
  });

  it('should accept only the listed values of a choice', () => {
    const kind = { oneOf: ['light', 'dark'] };
    expect(fromAttribute(kind, 'dark')).toBe('dark');
    expect(fromAttribute(kind, ' light ')).toBe('light');
    expect(fromAttribute(kind, 'blue')).toBeUndefined();
    expect(fromAttribute(kind, null)).toBeUndefined();
  });

  it('should never read a property-only prop from an attribute', () => {
    expect(fromAttribute('property', '() => true')).toBeUndefined();
  });
});
