import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION, readConnection, writeConnection } from './connection.js';

describe('playground connection', () => {
  it('defaults to the local fake API with its seeded publishable key', () => {
    expect(readConnection(new URLSearchParams())).toEqual(DEFAULT_CONNECTION);
  });

  it('prefers a client session token when one is in the URL', () => {
    const params = new URLSearchParams('endpoint=http://x.test&clientSessionToken=seam_cst1_a');
    expect(readConnection(params)).toEqual({
      endpoint: 'http://x.test',
      mode: 'client-session-token',
      clientSessionToken: 'seam_cst1_a',
    });
  });

  it('round-trips through the URL and keeps unrelated parameters', () => {
    const connection = {
      endpoint: 'http://127.0.0.1:9000',
      mode: 'publishable-key' as const,
      publishableKey: 'seam_pk1_x',
      userIdentifierKey: 'user-1',
    };
    const params = writeConnection(
      new URLSearchParams('page=devices&clientSessionToken=old'),
      connection,
    );
    expect(params.get('page')).toBe('devices');
    expect(params.has('clientSessionToken')).toBe(false);
    expect(readConnection(params)).toEqual(connection);
  });
});
