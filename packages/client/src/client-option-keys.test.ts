import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONGEST_QUOTED_KEY } from './auth/credential-like.js';
import { PorchlightClient } from './porchlight-client.js';
import { refusal } from './test-utils/refusal.js';

const apiKey = 'seam_apikey1_test';

/** Every place an error's text can surface: its message, `String(error)` and the stack. */
const texts = (error: Error) => [error.message, String(error), error.stack ?? ''];

/** Names a host might pass by mistake that are really secrets (or could be). */
const SECRET_NAMES = [
  ['its own API key', apiKey],
  ['another API key', 'seam_apikey2_7Hq9LmZx'],
  ['a publishable key', 'seam_pk1J4kq8ZmYt'],
  ['a client session token', 'seam_cst1_Ab3dE5gH7j'],
  ['a personal access token', 'seam_at1_Zz9yX8wV7u'],
  ['an upper-case key', 'SEAM_APIKEY1_LIVE'],
  ['a header value', 'Bearer seam_apikey1_test'],
  ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ['a JWT after a prefix', 'token=eyJhbGciOiJub25lIn0'],
  ['a 40-character hex token', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b'],
  ['a UUID-shaped secret', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
] as const;

describe('client option keys', () => {
  it('refuses an option passed among the credentials and shows the two-argument form', () => {
    const error = refusal(
      () =>
        new PorchlightClient({ apiKey, endpoint: 'http://127.0.0.1:8787' } as unknown as {
          apiKey: string;
        }),
    );
    expect(error.message).toContain('new PorchlightClient({ apiKey }, { endpoint })');
  });

  it('refuses an unknown credential key, naming it', () => {
    const error = refusal(
      () => new PorchlightClient({ apiKey, apiSecret: 'x' } as unknown as { apiKey: string }),
    );
    expect(error.message).toContain('"apiSecret"');
  });

  it('refuses a misspelt option, listing the known ones', () => {
    const error = refusal(
      () => new PorchlightClient({ apiKey }, { endpiont: 'http://x' } as unknown as object),
    );
    expect(error.message).toContain('"endpiont"');
    expect(error.message).toContain('endpoint');
  });

  it('refuses a signal among the client options, pointing to the per-call argument', () => {
    const signal = new AbortController().signal;
    const error = refusal(() => new PorchlightClient({ apiKey }, { signal } as unknown as object));
    expect(error.message).toContain('per-call option');
    expect(error.message).toContain('{ signal }');
  });

  it('refuses a credential passed as an option', () => {
    const error = refusal(() => new PorchlightClient({ apiKey }, { apiKey } as unknown as object));
    expect(error.message).toContain('credential, not an option');
  });

  it('refuses an endpoint with user info, without echoing it', () => {
    const error = refusal(
      () => new PorchlightClient({ apiKey }, { endpoint: 'https://user:hunter2@example.com' }),
    );
    expect(error.message).not.toContain('hunter2');
  });

  it.each(SECRET_NAMES)(
    'never echoes %s passed as an option name, yet says which key and how to fix it',
    (_, secret) => {
      const error = refusal(
        () =>
          new PorchlightClient({ apiKey }, { timeout: 1000, [secret]: true } as unknown as object),
      );
      for (const text of texts(error)) expect(text).not.toContain(secret);
      expect(error.message).toContain('Unknown option at key 2 (not shown');
      expect(error.message).toContain('expected one of endpoint, fetch, timeout');
      expect(error.message).toContain('new PorchlightClient({ apiKey: key }, options)');
    },
  );

  it.each(SECRET_NAMES)('never echoes %s passed as a credential name', (_, secret) => {
    const error = refusal(
      () => new PorchlightClient({ apiKey, [secret]: true } as unknown as { apiKey: string }),
    );
    for (const text of texts(error)) expect(text).not.toContain(secret);
    expect(error.message).toContain('Unknown credential at key 2 (not shown');
  });

  it('never echoes a name that repeats a credential value given alongside it', () => {
    const workspaceId = 'ws_7f3a';
    const error = refusal(
      () =>
        new PorchlightClient({
          personalAccessToken: 'seam_at1_Zz9yX8wV7u',
          workspaceId,
          [workspaceId]: true,
        } as unknown as { personalAccessToken: string; workspaceId: string }),
    );
    for (const text of texts(error)) expect(text).not.toContain(workspaceId);
    expect(error.message).toContain('Unknown credential at key 3');
  });

  it('quotes names up to the bound, and describes longer ones', () => {
    const longest = 'endpiont'.padEnd(LONGEST_QUOTED_KEY, 'x');
    const tooLong = `${longest}x`;
    const quoted = refusal(
      () => new PorchlightClient({ apiKey }, { [longest]: 1 } as unknown as object),
    );
    expect(quoted.message).toContain(JSON.stringify(longest));
    const described = refusal(
      () => new PorchlightClient({ apiKey }, { [tooLong]: 1 } as unknown as object),
    );
    expect(described.message).not.toContain(tooLong);
    expect(described.message).toContain(`over ${LONGEST_QUOTED_KEY} characters`);
  });

  it('still names a plain typo in every text of the error', () => {
    const error = refusal(
      () => new PorchlightClient({ apiKey }, { endpiont: 'http://x' } as unknown as object),
    );
    for (const text of texts(error)) expect(text).toContain('Unknown option "endpiont"');
  });

  it('never echoes any name that starts like a provider key or is over the bound', () => {
    const secretName = fc.oneof(
      fc.string().map((rest) => `seam_${rest}`),
      fc.string().map((rest) => `eyJ${rest}`),
      fc.string({ minLength: LONGEST_QUOTED_KEY + 1, maxLength: 200 }),
    );
    fc.assert(
      fc.property(secretName, fc.boolean(), (name, asCredential) => {
        const error = refusal(() =>
          asCredential
            ? new PorchlightClient({ apiKey, [name]: 'x' } as unknown as { apiKey: string })
            : new PorchlightClient({ apiKey }, { [name]: 'x' } as unknown as object),
        );
        for (const text of texts(error)) expect(text).not.toContain(name);
      }),
    );
  });

  it('accepts every documented option', () => {
    const client = new PorchlightClient(
      { apiKey },
      {
        endpoint: 'http://127.0.0.1:1',
        fetch: globalThis.fetch,
        timeout: 1000,
        retries: 0,
        retryDelay: 10,
        waitForActionAttempt: false,
        onWarning: () => undefined,
      },
    );
    expect(client.endpoint).toBe('http://127.0.0.1:1');
  });
});
