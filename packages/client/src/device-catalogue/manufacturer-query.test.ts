import { describe, expect, it } from 'vitest';
import { createManufacturerQuery } from './manufacturer-query.js';

const ID = '0d3b6a2e-1111-4c5d-8e9f-0123456789ab';

describe('createManufacturerQuery', () => {
  it('is undefined when nothing is filtered', () => {
    expect(createManufacturerQuery({})).toBeUndefined();
    expect(createManufacturerQuery({ include: null, exclude: [] })).toBeUndefined();
  });

  it('includes by display name or id', () => {
    expect(createManufacturerQuery({ include: ['August', ID] })).toBe(
      `(display_name:"August" OR manufacturer_id:"${ID}")`,
    );
  });

  it('excludes, and combines inclusion with exclusion', () => {
    expect(createManufacturerQuery({ exclude: ['Yale'] })).toBe('NOT (display_name:"Yale")');
    expect(createManufacturerQuery({ include: ['August'], exclude: ['Yale'] })).toBe(
      '(display_name:"August") AND NOT (display_name:"Yale")',
    );
  });

  it('matches nothing for an empty inclusion list', () => {
    expect(createManufacturerQuery({ include: [] })).toBe('manufacturer_id:none');
  });

  it('is skipped when any entry contains a quote', () => {
    expect(createManufacturerQuery({ include: ['Aug"ust'] })).toBeUndefined();
    expect(createManufacturerQuery({ include: ['August'], exclude: ['"'] })).toBeUndefined();
  });
});
