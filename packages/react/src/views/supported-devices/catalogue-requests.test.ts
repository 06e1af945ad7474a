import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_FILTERS } from './catalogue-filters.js';
import { manufacturerRequest, modelsRequest } from './catalogue-requests.js';

const ID_A = '7f3e2a10-1c2b-4d5e-8f90-0a1b2c3d4e5f';
const ID_B = '11111111-2222-4333-8444-555555555555';

describe('manufacturerRequest', () => {
  it('without host lists, should list every manufacturer', () => {
    expect(manufacturerRequest({}, false)).toEqual({ params: {}, restricted: false });
  });

  it('should include manufacturers by display name', () => {
    expect(manufacturerRequest({ manufacturers: ['August', 'Yale'] }, false)).toEqual({
      params: { liqe_query: '(display_name:"August" OR display_name:"Yale")' },
      restricted: true,
    });
  });

  it('should include manufacturers by id', () => {
    expect(manufacturerRequest({ manufacturers: [ID_A] }, false).params.liqe_query).toBe(
      `(manufacturer_id:"${ID_A}")`,
    );
  });

  it('should exclude manufacturers by id or display name', () => {
    expect(
      manufacturerRequest({ excludedManufacturers: [ID_B, 'Schlage'] }, false).params.liqe_query,
    ).toBe(`NOT (manufacturer_id:"${ID_B}" OR display_name:"Schlage")`);
  });

  it('should combine include and exclude', () => {
    expect(
      manufacturerRequest({ manufacturers: ['August'], excludedManufacturers: ['Yale'] }, false)
        .params.liqe_query,
    ).toBe('(display_name:"August") AND NOT (display_name:"Yale")');
  });

  it('given an empty include list, should match no manufacturer', () => {
    expect(manufacturerRequest({ manufacturers: [] }, false)).toEqual({
      params: { liqe_query: 'manufacturer_id:none' },
      restricted: true,
    });
  });

  it.each([
    [{ manufacturers: ['Ac"me'] }],
    [{ excludedManufacturers: ['Yale', 'say "hi"'] }],
    [{ manufacturers: ['August'], excludedManufacturers: ['"'] }],
  ])('given an entry with a quote (%j), should skip the query', (host) => {
    expect(manufacturerRequest(host, false)).toEqual({ params: {}, restricted: false });
  });
});

describe('manufacturerRequest under supported-only', () => {
  it('asks for the supported levels, as the models call does', () => {
    expect(manufacturerRequest({}, true)).toEqual({
      params: { integration_support_levels: ['stable', 'beta'] },
      restricted: false,
    });
  });

  it("keeps the host's manufacturer query beside them", () => {
    expect(manufacturerRequest({ manufacturers: ['August'] }, true)).toEqual({
      params: {
        integration_support_levels: ['stable', 'beta'],
        liqe_query: '(display_name:"August")',
      },
      restricted: true,
    });
  });
});

describe('modelsRequest', () => {
  it('given the defaults, should ask for supported models only', () => {
    expect(modelsRequest(DEFAULT_CATALOGUE_FILTERS, {})).toEqual({
      integration_support_levels: ['stable', 'beta'],
    });
  });

  it('should send the trimmed search and the chosen manufacturer, all levels when turned off', () => {
    expect(
      modelsRequest({ manufacturerId: ID_A, supportedOnly: false, search: '  lock ' }, {}),
    ).toEqual({ text_search: 'lock', manufacturer_id: ID_A });
  });

  it('should pass include_if and exclude_if from the host', () => {
    expect(
      modelsRequest(
        { ...DEFAULT_CATALOGUE_FILTERS, supportedOnly: false },
        { includeIf: ['software_features.can_remotely_unlock'], excludeIf: ['has_camera'] },
      ),
    ).toEqual({
      include_if: ['software_features.can_remotely_unlock'],
      exclude_if: ['has_camera'],
    });
  });

  it('given host-restricted manufacturers, should ask for their models only', () => {
    expect(
      modelsRequest({ ...DEFAULT_CATALOGUE_FILTERS, supportedOnly: false }, {}, [ID_B, ID_A]),
    ).toEqual({ manufacturer_ids: [ID_A, ID_B].sort() });
  });

  it('given host-restricted manufacturers and no allowed one, should make no call', () => {
    expect(modelsRequest(DEFAULT_CATALOGUE_FILTERS, {}, [])).toBeNull();
  });

  it('given a chosen manufacturer the host does not allow, should make no call', () => {
    expect(modelsRequest({ ...DEFAULT_CATALOGUE_FILTERS, manufacturerId: ID_B }, {}, [ID_A])).toBe(
      null,
    );
  });

  it('given a chosen manufacturer the host allows, should ask for it alone', () => {
    expect(
      modelsRequest({ ...DEFAULT_CATALOGUE_FILTERS, manufacturerId: ID_A }, {}, [ID_A, ID_B]),
    ).toEqual({ integration_support_levels: ['stable', 'beta'], manufacturer_id: ID_A });
  });
});
