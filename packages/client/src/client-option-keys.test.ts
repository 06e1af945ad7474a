import { describe, expect, it } from 'vitest';
import { PorchlightClient } from './porchlight-client.js';
import { refusal } from './test-utils/refusal.js';

const apiKey = 'seam_apikey1_test';

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
