import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorchlightInvalidOptionsError } from '../errors/porchlight-error.js';
import { FINGERPRINT_STORAGE_KEY, getFingerprint } from './fingerprint.js';
import {
  EMAIL_USER_IDENTIFIER_KEY_WARNING,
  FINGERPRINT_WARNING,
  isEmailLike,
  resolveUserIdentifierKey,
} from './user-identifier-key.js';

// Node has no localStorage; a Map-backed one behaves like the browser's for these calls.
const installStorage = (): Map<string, string> => {
  const entries = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
  });
  return entries;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resolveUserIdentifierKey', () => {
  it('returns a given key without warning', () => {
    const warn = vi.fn();
    expect(resolveUserIdentifierKey('user-8d2f', warn)).toBe('user-8d2f');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns that an e-mail-shaped key is insecure, without printing the key', () => {
    const warn = vi.fn();
    expect(resolveUserIdentifierKey('jane@example.com', warn)).toBe('jane@example.com');
    expect(warn).toHaveBeenCalledWith(EMAIL_USER_IDENTIFIER_KEY_WARNING);
    expect(EMAIL_USER_IDENTIFIER_KEY_WARNING).toContain(
      'Using an email for the userIdentifierKey is insecure',
    );
    expect(warn.mock.calls[0]?.[0]).not.toContain('jane@example.com');
  });

  it('refuses an empty key with a typed error', () => {
    expect(() => resolveUserIdentifierKey('  ', vi.fn())).toThrow(PorchlightInvalidOptionsError);
    expect(() => resolveUserIdentifierKey('', vi.fn())).toThrow(
      'userIdentifierKey is required when using a publishableKey',
    );
  });

  it('falls back to a fingerprint and warns that it is ephemeral', () => {
    const warn = vi.fn();
    const key = resolveUserIdentifierKey(undefined, warn);
    expect(key).toMatch(/^fingerprint_[0-9a-f-]{36}$/);
    expect(warn).toHaveBeenCalledWith(FINGERPRINT_WARNING);
    expect(FINGERPRINT_WARNING).toContain('effectively ephemeral');
    // No view shows a fingerprint warning: the console one must not promise it.
    expect(FINGERPRINT_WARNING).not.toMatch(/user interface/i);
  });
});

describe('getFingerprint', () => {
  it('keeps the fingerprint in localStorage under a fixed key and reuses it', () => {
    const entries = installStorage();
    const first = getFingerprint();
    expect(entries.get(FINGERPRINT_STORAGE_KEY)).toBe(first);
    expect(getFingerprint()).toBe(first);
  });

  it('reuses a fingerprint stored earlier', () => {
    installStorage().set(FINGERPRINT_STORAGE_KEY, 'fingerprint_saved');
    expect(getFingerprint()).toBe('fingerprint_saved');
  });

  it('works without storage, and with storage that throws', () => {
    expect(getFingerprint()).not.toBe(getFingerprint());
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(getFingerprint()).toMatch(/^fingerprint_/);
  });
});

describe('isEmailLike', () => {
  it.each([
    ['a@b.co', true],
    ['user-1', false],
    ['a@b', false],
    ['@b.co', false],
  ])('%s → %s', (value, expected) => {
    expect(isEmailLike(value)).toBe(expected);
  });
});
