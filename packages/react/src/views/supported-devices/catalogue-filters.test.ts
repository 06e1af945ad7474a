import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_CATALOGUE_FILTERS, hasSearch } from './catalogue-filters.js';

describe('activeFilterCount', () => {
  it('given the defaults, should count nothing', () => {
    expect(activeFilterCount(DEFAULT_CATALOGUE_FILTERS)).toBe(0);
  });

  it('given a chosen manufacturer, should count one', () => {
    expect(activeFilterCount({ ...DEFAULT_CATALOGUE_FILTERS, manufacturerId: 'm-1' })).toBe(1);
  });

  it('given supported-only turned off, should count one', () => {
    expect(activeFilterCount({ ...DEFAULT_CATALOGUE_FILTERS, supportedOnly: false })).toBe(1);
  });

  it('given both, should count two', () => {
    expect(activeFilterCount({ manufacturerId: 'm-1', supportedOnly: false, search: '' })).toBe(2);
  });

  it('given only a search, should not count it', () => {
    expect(activeFilterCount({ ...DEFAULT_CATALOGUE_FILTERS, search: 'lock' })).toBe(0);
  });
});

describe('hasSearch', () => {
  it('should ignore a search of spaces only', () => {
    expect(hasSearch({ search: '   ' })).toBe(false);
    expect(hasSearch({ search: ' a ' })).toBe(true);
  });
});
