import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_CATALOGUE_FILTERS,
  hasSearch,
  withSupportedOnly,
} from './catalogue-filters.js';

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

describe('withSupportedOnly', () => {
  const makers = [
    { manufacturerId: 'yale', integration: 'stable' },
    { manufacturerId: 'acme', integration: 'planned' },
  ];
  const choosing = (manufacturerId: string | null, supportedOnly: boolean) => ({
    ...DEFAULT_CATALOGUE_FILTERS,
    manufacturerId,
    supportedOnly,
  });

  it('switched on, drops a chosen manufacturer whose integration is not supported', () => {
    expect(withSupportedOnly(choosing('acme', false), true, makers)).toEqual(choosing(null, true));
  });

  it('switched on, keeps a supported manufacturer', () => {
    expect(withSupportedOnly(choosing('yale', false), true, makers)).toEqual(
      choosing('yale', true),
    );
  });

  it('switched off, keeps any choice', () => {
    expect(withSupportedOnly(choosing('yale', true), false, makers)).toEqual(
      choosing('yale', false),
    );
  });

  it('keeps a choice it cannot look up (the list failed to load)', () => {
    expect(withSupportedOnly(choosing('gone', false), true, [])).toEqual(choosing('gone', true));
  });
});
