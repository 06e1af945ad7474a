import { describe, expect, it } from 'vitest';
import { useFakeApi } from '../test-utils/client.js';
import { compileLiqeQuery } from './liqe-query.js';

const { http } = useFakeApi();

const maker = (display_name: string, manufacturer_id = '1') =>
  ({ display_name, manufacturer_id }) as never;

describe('compileLiqeQuery with quoted values', () => {
  it('reads a quoted display name with spaces as one value', () => {
    const query = compileLiqeQuery('display_name:"Google Nest"');
    expect(query(maker('Google Nest'))).toBe(true);
    expect(query(maker('Google'))).toBe(false);
  });

  // The forms `createManufacturerQuery` (@porchlight/client) builds for an include and exclude list.
  it('reads names with spaces inside the grouped include and exclude queries', () => {
    const include = compileLiqeQuery(
      '(display_name:"Google Nest" OR display_name:"Honeywell Resideo")',
    );
    expect(include(maker('Google Nest'))).toBe(true);
    expect(include(maker('honeywell resideo'))).toBe(true);
    expect(include(maker('Google'))).toBe(false);
    const both = compileLiqeQuery(
      '(display_name:"Google Nest" OR manufacturer_id:"2") AND NOT (display_name:"Level Home")',
    );
    expect(both(maker('Google Nest'))).toBe(true);
    expect(both(maker('Level Home', '2'))).toBe(false);
    expect(both(maker('Yale', '2'))).toBe(true);
  });

  it('keeps parentheses and escaped quotes inside a quoted value', () => {
    expect(compileLiqeQuery('display_name:"Acme (EU)"')(maker('Acme (EU)'))).toBe(true);
    expect(compileLiqeQuery('display_name:"The \\"Best\\" Locks"')(maker('The "Best" Locks'))).toBe(
      true,
    );
  });

  it('rejects an unterminated or half-quoted value', () => {
    expect(() => compileLiqeQuery('display_name:"Google Nest')).toThrow();
    expect(() => compileLiqeQuery('display_name:"Google"Nest')).toThrow();
  });
});

describe('manufacturers/list with a quoted name containing a space', () => {
  it('answers the manufacturer instead of 400 Unsupported query', async () => {
    const reply = await http.get(
      '/internal/devicedb/v1/manufacturers/list',
      `liqe_query=${encodeURIComponent('(display_name:"Google Nest" OR display_name:"August")')}`,
    );
    expect(reply.status).toBe(200);
    expect(
      reply.body.manufacturers.map((m: { display_name: string }) => m.display_name).sort(),
    ).toEqual(['August', 'Google Nest']);
  });
});
