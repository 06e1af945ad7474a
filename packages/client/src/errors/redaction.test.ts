import { afterEach, describe, expect, it } from 'vitest';
import { PorchlightClient } from '../porchlight-client.js';
import { type LocalServer, sendJson, startServer } from '../test-utils/local-server.js';
import { rejectionOf } from '../test-utils/rejection.js';
import { PorchlightActionAttemptError } from './action-attempt-errors.js';
import { PorchlightApiError } from './api-errors.js';
import { PorchlightInvalidOptionsError } from './porchlight-error.js';
import { redact, redactFetchError } from './redact.js';

const API_KEY = 'seam_test_redaction_key_5f1c';
let server: LocalServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const client = (url: string) =>
  new PorchlightClient({ apiKey: API_KEY }, { endpoint: url, retries: 0, retryDelay: 1 });

/** Everything an error carries that could end up in a log, as one string. */
const everything = (error: unknown) =>
  [
    String(error),
    (error as Error).stack,
    JSON.stringify(error, Object.getOwnPropertyNames(error as object)),
    JSON.stringify((error as { actionAttempt?: unknown }).actionAttempt),
  ].join('\n');

describe('redaction of server text outside error bodies', () => {
  it("redacts an action attempt's error type and message, polled or answered at once", async () => {
    const failed = {
      action_attempt_id: '11111111-1111-4111-8111-111111111111',
      action_type: 'UNLOCK_DOOR',
      status: 'error',
      result: null,
      error: { type: `denied_${API_KEY}`, message: `Key ${API_KEY} was refused by the lock` },
    };
    for (const first of ['pending', 'error'] as const) {
      server = await startServer((request, res) => {
        if (request.path === '/locks/unlock_door') {
          const attempt =
            first === 'pending' ? { ...failed, status: 'pending', error: null } : failed;
          sendJson(res, 200, { action_attempt: attempt, ok: true });
        } else {
          sendJson(res, 200, { action_attempt: failed, ok: true });
        }
      });
      const error = await rejectionOf<PorchlightActionAttemptError>(
        client(server.url).locks.unlockDoor(
          { device_id: '22222222-2222-4222-8222-222222222222' },
          { waitForActionAttempt: { pollingInterval: 1, timeout: 5_000 } },
        ),
      );
      expect(error).toBeInstanceOf(PorchlightActionAttemptError);
      expect(everything(error)).not.toContain(API_KEY);
      expect(error.errorMessage).toBe('Key [redacted] was refused by the lock');
      expect(error.type).toBe('denied_[redacted]');
      await server.close();
      server = undefined;
    }
  });

  it('redacts a request id header that echoes the credential', async () => {
    server = await startServer((_request, res) =>
      sendJson(
        res,
        404,
        { error: { type: 'device_not_found', message: 'gone' } },
        `req-${API_KEY}`,
      ),
    );
    const error = await rejectionOf<PorchlightApiError>(
      client(server.url).devices.get({ device_id: '22222222-2222-4222-8222-222222222222' }),
    );
    expect(error).toBeInstanceOf(PorchlightApiError);
    expect(error.requestId).toBe('req-[redacted]');
    expect(everything(error)).not.toContain(API_KEY);
  });
});

describe('credentials a header cannot carry', () => {
  it('are refused at construction, so fetch never sees (or quotes) them', () => {
    const calls: string[] = [];
    const fetch = async (input: string) => {
      calls.push(input);
      return new Response('{"devices":[]}');
    };
    for (const apiKey of ['seam_secretXYZ\u0000 ', 'seam_secret\nXYZ\n', 'seam_secret\rXYZ']) {
      let error: unknown;
      try {
        new PorchlightClient({ apiKey }, { fetch });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PorchlightInvalidOptionsError);
      expect(everything(error)).not.toMatch(/secret|XYZ/);
    }
    expect(calls).toEqual([]);
  });
});

describe('redact', () => {
  it('replaces every trimmed or line-separated piece of a secret, longest first', () => {
    const secret = 'seam_secret\nXYZW\n';
    expect(redact('got seam_secret\nXYZW and XYZW alone', [secret])).toBe(
      'got [redacted] and [redacted] alone',
    );
  });

  it('leaves pieces under 4 characters, so ordinary words survive', () => {
    expect(redact('the key was refused', ['key\nseam_long_secret'])).toBe('the key was refused');
  });

  it("replaces any Bearer value in a fetch failure's text, quoted or not", () => {
    expect(redactFetchError('Headers.append: "Bearer a\nb" is invalid; Bearer c, d', [])).toBe(
      'Headers.append: "Bearer [redacted]" is invalid; Bearer [redacted], d',
    );
    // Server prose keeps the word.
    expect(redact('expected a Bearer token', [])).toBe('expected a Bearer token');
  });
});
