import { describe, expect, it } from 'vitest';
import * as packageEntry from '../index.js';
import {
  operationalEventFromJson,
  PorchlightWebhooksError,
  Webhook,
  WebhookMissingHeadersError,
  WebhookPayloadError,
  WebhookSignatureError,
  WebhooksClient,
  WebhookTimestampError,
  WebhookVerificationError,
} from '../index.js';
import type { Reply } from '../test-utils/recording-server.js';
import { useRecordingServer } from '../test-utils/use-recording-server.js';
import * as webhookEntry from '../webhook-signature/index.js';

const server = useRecordingServer();

// Scripts the server's next reply, then makes the call.
function answer(reply: Reply, call: () => Promise<unknown>): Promise<unknown> {
  server.reply(reply);
  return call();
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('PorchlightWebhooksError', () => {
  it('is the one base every thrown error shares, each with a minification-proof name', async () => {
    const client = new WebhooksClient('token', { serverUrl: server.url, retry: false });
    const slow = new WebhooksClient('token', { serverUrl: server.url, timeout: 100, retry: false });
    const wh = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    const now = String(Math.floor(Date.now() / 1000));
    const signed = { 'webhook-id': 'm', 'webhook-timestamp': now };
    const cases: [string, () => unknown][] = [
      ['HttpApiError', () => answer({ status: 404, body: {} }, () => client.health.get())],
      ['ValidationApiError', () => answer({ status: 422, body: {} }, () => client.health.get())],
      ['UnknownStatusApiError', () => answer({ status: 418, raw: 'x' }, () => client.health.get())],
      ['NetworkError', () => answer('drop', () => client.health.get())],
      ['RequestTimeoutError', () => answer('hang', () => slow.health.get())],
      [
        'ResponseParseError',
        () => answer({ status: 200, raw: '<' }, () => client.applications.get('a')),
      ],
      ['RequiredError', () => client.applications.get(undefined as never)],
      ['OperationalEventParseError', () => operationalEventFromJson(null)],
      ['WebhookSecretError', () => new Webhook('')],
      ['WebhookSignInputError', () => wh.sign(1 as never, new Date(), '')],
      ['WebhookVerificationError', () => wh.verify('{}', {})],
      [
        'WebhookVerificationError',
        () => wh.verify('{}', { ...signed, 'webhook-timestamp': 'x', 'webhook-signature': 'v1,' }),
      ],
      [
        'WebhookVerificationError',
        () => wh.verify('{}', { ...signed, 'webhook-signature': 'v1,x' }),
      ],
      [
        'WebhookVerificationError',
        () => wh.verify(1 as never, { ...signed, 'webhook-signature': 'v1,x' }),
      ],
      [
        'WebhookPayloadParseError',
        () =>
          wh.verify('x', {
            ...signed,
            'webhook-signature': wh.sign('m', new Date(Number(now) * 1000), 'x'),
          }),
      ],
    ];
    for (const [name, run] of cases) {
      const error = await thrown(run);
      expect(error, name).toBeInstanceOf(PorchlightWebhooksError);
      expect((error as Error).name).toBe(name);
    }
  }, 30_000);

  it('sits under every exported error class', () => {
    // Read from the entry itself, so an error class added later is checked without listing it.
    const classes = Object.entries(packageEntry).filter(
      ([name, value]) => name.endsWith('Error') && value !== PorchlightWebhooksError,
    );
    // ApiError and its 4 subclasses, 3 request errors, RequiredError, OperationalEventParseError
    // and 8 webhook errors.
    expect(classes.length).toBeGreaterThanOrEqual(18);
    for (const [name, type] of classes) {
      expect((type as { prototype: unknown }).prototype, name).toBeInstanceOf(
        PorchlightWebhooksError,
      );
    }
  });

  it('is exported by the webhook-only entry too, as the same class', () => {
    expect(webhookEntry.PorchlightWebhooksError).toBe(PorchlightWebhooksError);
  });

  it('names every verification failure WebhookVerificationError, as Svix does', () => {
    const failures = [
      new WebhookMissingHeadersError(),
      new WebhookTimestampError('Message timestamp too old', 'timestamp_too_old'),
      new WebhookSignatureError(),
      new WebhookPayloadError(),
    ];
    for (const error of failures) {
      expect(error.name).toBe('WebhookVerificationError');
      expect(error).toBeInstanceOf(WebhookVerificationError);
      expect(typeof error.reason).toBe('string');
    }
  });
});
