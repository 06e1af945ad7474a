import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION, readConnection, writeConnection } from './connection.js';
import { loadSessionToken, saveSessionToken } from './session-token-store.js';

const tokenConnection = {
  endpoint: 'http://x.test',
  mode: 'client-session-token' as const,
  clientSessionToken: 'seam_cst1_a',
};

describe('playground connection', () => {
  it('defaults to the local fake API with its seeded publishable key', () => {
    expect(readConnection(new URLSearchParams())).toEqual(DEFAULT_CONNECTION);
  });

  it('never writes a client session token into the URL', () => {
    const params = writeConnection(new URLSearchParams('page=devices'), tokenConnection);
    expect(params.toString()).not.toContain('seam_cst1_a');
    expect(params.get('auth')).toBe('client-session-token');
    expect(readConnection(params, 'seam_cst1_a')).toEqual(tokenConnection);
  });

  it('falls back to the default when the URL asks for a token this tab does not have', () => {
    const params = writeConnection(new URLSearchParams(), tokenConnection);
    expect(readConnection(params, null)).toEqual({
      ...DEFAULT_CONNECTION,
      endpoint: 'http://x.test',
    });
  });

  it('still reads an old link carrying the token, and writing it back removes the token', () => {
    const params = new URLSearchParams('endpoint=http://x.test&clientSessionToken=seam_cst1_a');
    const connection = readConnection(params);
    expect(connection).toEqual(tokenConnection);
    expect(writeConnection(params, connection).has('clientSessionToken')).toBe(false);
  });

  it('round-trips through the URL and keeps unrelated parameters', () => {
    const connection = {
      endpoint: 'http://127.0.0.1:9000',
      mode: 'publishable-key' as const,
      publishableKey: 'seam_pk1_x',
      userIdentifierKey: 'user-1',
    };
    const params = writeConnection(
      new URLSearchParams('page=devices&clientSessionToken=old&auth=client-session-token'),
      connection,
    );
    expect(params.get('page')).toBe('devices');
    expect(params.has('clientSessionToken')).toBe(false);
    expect(params.has('auth')).toBe(false);
    expect(readConnection(params, 'stale')).toEqual(connection);
  });
});

describe('session token store', () => {
  it('keeps, reads and forgets the token, and survives a storage that throws', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as Storage;
    saveSessionToken('seam_cst1_b', storage);
    expect(loadSessionToken(storage)).toBe('seam_cst1_b');
    saveSessionToken(null, storage);
    expect(loadSessionToken(storage)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => saveSessionToken('x', broken)).not.toThrow();
    expect(loadSessionToken(broken)).toBeNull();
  });
});
