import { describe, expect, it } from 'vitest';
import { redact, redactFetchError } from './redact.js';

describe('redact', () => {
  it('removes a token fetch quoted after trimming it, and every line of it', () => {
    const token = 'sk_secretABC\nmoreSecret\n';
    const text = 'Headers.append: "Bearer sk_secretABC\nmoreSecret" is an invalid header value.';
    expect(redactFetchError(text, [token])).toBe(
      'Headers.append: "Bearer [redacted]" is an invalid header value.',
    );
    const bare = 'value sk_secretABC then moreSecret';
    expect(redact(bare, [token])).toBe('value [redacted] then [redacted]');
  });

  it('removes any bearer value from a fetch failure, quoted or not, whatever the secrets list holds', () => {
    expect(redactFetchError("sent 'Bearer abc\ndef' and Bearer xyz, done", [])).toBe(
      "sent 'Bearer [redacted]' and Bearer [redacted], done",
    );
  });

  it('keeps the prose of a server message, which has no header value to hide', () => {
    expect(redact('expected a Bearer token', ['sk_long_secret'])).toBe('expected a Bearer token');
  });

  it('leaves short pieces alone, so ordinary words survive', () => {
    expect(redact('fetch failed: the app is down', ['app\nsk_long_secret'])).toBe(
      'fetch failed: the app is down',
    );
  });
});
