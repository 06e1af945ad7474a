import { describe, expect, it } from 'vitest';
import { redact } from './redact.js';

describe('redact', () => {
  it('removes a token fetch quoted after trimming it, and every line of it', () => {
    const token = 'sk_secretABC\nmoreSecret\n';
    const text = 'Headers.append: "Bearer sk_secretABC\nmoreSecret" is an invalid header value.';
    expect(redact(text, [token])).toBe(
      'Headers.append: "Bearer [redacted]" is an invalid header value.',
    );
    const bare = 'value sk_secretABC then moreSecret';
    expect(redact(bare, [token])).toBe('value [redacted] then [redacted]');
  });

  it('removes any bearer value, quoted or not, whatever the secrets list holds', () => {
    expect(redact("sent 'Bearer abc\ndef' and Bearer xyz, done", [])).toBe(
      "sent 'Bearer [redacted]' and Bearer [redacted], done",
    );
  });

  it('leaves short pieces alone, so ordinary words survive', () => {
    expect(redact('fetch failed: the app is down', ['app\nsk_long_secret'])).toBe(
      'fetch failed: the app is down',
    );
  });
});
