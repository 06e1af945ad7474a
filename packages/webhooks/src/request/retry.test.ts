import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, RateLimitApiError, VERSION, WebhooksClient } from '../index.js';
import { rejection } from '../test-utils/thrown.js';
import { useRecordingServer } from '../test-utils/use-recording-server.js';
import { serverUrlFor } from './context.js';
import { parseRetryAfter } from './error-from-response.js';
import type { RetryPolicy } from './options.js';
import { backoffDelay } from './retry.js';

const TOKEN = 'testsk_secret-token-value';
const MSG = { id: 'msg_1', eventType: 'e', payload: {}, timestamp: '2024-05-06T07:08:09.000Z' };
// Network tests get room: the CI machine is slow, and retries wait real (short) delays.
const SLOW = 30_000;

const server = useRecordingServer();

const header = (name: string) => server.requests.map((request) => request.headers[name]);

describe('default retries', () => {
  it(
    'retry a 5xx twice with svix-retry-count and one idempotency key',
    async () => {
      server.reply({ status: 503, raw: 'busy' });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      const error = await rejection(
        client.messages.create('app_1', { eventType: 'e', payload: {} }),
      );
      expect(error).toMatchObject({ status: 503 });
      expect(server.requests).toHaveLength(3);
      expect(header('svix-retry-count')).toEqual([undefined, '1', '2']);
      const keys = new Set(header('idempotency-key'));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^auto_/);
    },
    SLOW,
  );

  it(
    'retry a dropped connection and succeed',
    async () => {
      server.reply('drop', 'drop', { status: 202, body: MSG });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      const message = await client.messages.create('app_1', { eventType: 'e', payload: {} });
      expect(message.id).toBe('msg_1');
      expect(header('svix-retry-count')).toEqual([undefined, '1', '2']);
    },
    SLOW,
  );

  it(
    'give up with the typed error after the third failure',
    async () => {
      server.reply('drop');
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      expect(await rejection(client.health.get())).toBeInstanceOf(NetworkError);
      expect(server.requests).toHaveLength(3);
    },
    SLOW,
  );

  it.each([
    ['retry: false', { retry: false as const }],
    ['numRetries: 0', { numRetries: 0 }],
    ['retry: { retries: 0 }', { retry: { retries: 0 } }],
    ['retryScheduleInMs: []', { retryScheduleInMs: [] }],
  ])(
    'turn off with %s',
    async (_label, options) => {
      server.reply({ status: 500, raw: 'boom' });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url, ...options });
      await rejection(client.health.get());
      expect(server.requests).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "follow Svix's retryScheduleInMs and numRetries",
    async () => {
      server.reply({ status: 500, raw: 'boom' });
      const scheduled = new WebhooksClient(TOKEN, {
        serverUrl: server.url,
        retryScheduleInMs: [1, 1, 1],
      });
      await rejection(scheduled.health.get());
      expect(header('svix-retry-count')).toEqual([undefined, '1', '2', '3']);
      server.requests.length = 0;
      const counted = new WebhooksClient(TOKEN, {
        serverUrl: server.url,
        numRetries: 1,
      });
      await rejection(counted.health.get());
      expect(server.requests).toHaveLength(2);
    },
    SLOW,
  );
});

describe('429', () => {
  it(
    'waits out a short Retry-After, then succeeds',
    async () => {
      server.reply(
        {
          status: 429,
          body: { code: 'rate_limit', detail: 'slow down' },
          headers: { 'retry-after': '0' },
        },
        { status: 200, body: { data: [], done: true } },
      );
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      expect((await client.applications.list()).done).toBe(true);
      expect(server.requests).toHaveLength(2);
      expect(header('svix-retry-count')).toEqual([undefined, '1']);
    },
    SLOW,
  );

  it(
    'fails at once with retryAfter when Retry-After exceeds the bound',
    async () => {
      server.reply({
        status: 429,
        body: { code: 'rate_limit' },
        headers: { 'retry-after': '120' },
      });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      const error = await rejection(client.applications.list());
      expect(error).toBeInstanceOf(RateLimitApiError);
      expect(error).toMatchObject({
        name: 'RateLimitApiError',
        status: 429,
        code: 429,
        retryAfter: 120,
        body: { code: 'rate_limit' },
      });
      expect((error as Error).message).toBe(
        'Unknown API Status Code! applications.list got HTTP 429 (rate limited; retry after 120 s): {"code":"rate_limit"}',
      );
      expect(server.requests).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'honours a lower maxRetryAfterMs, and exposes retryAfter once retries run out',
    async () => {
      server.reply({ status: 429, raw: 'no', headers: { 'retry-after': '1' } });
      const strict = new WebhooksClient(TOKEN, {
        serverUrl: server.url,
        retry: { maxRetryAfterMs: 500 },
      });
      expect(await rejection(strict.health.get())).toMatchObject({ retryAfter: 1 });
      expect(server.requests).toHaveLength(1);
      server.requests.length = 0;
      server.reply({ status: 429, raw: 'no', headers: { 'retry-after': '0' } });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      expect(await rejection(client.health.get())).toMatchObject({ retryAfter: 0, status: 429 });
      expect(server.requests).toHaveLength(3);
    },
    SLOW,
  );

  it(
    'backs off normally without a Retry-After',
    async () => {
      server.reply({ status: 429, raw: 'no' }, { status: 204 });
      const client = new WebhooksClient(TOKEN, { serverUrl: server.url });
      await client.health.get();
      expect(server.requests).toHaveLength(2);
    },
    SLOW,
  );

  it('reads Retry-After as seconds or an HTTP date, ignoring garbage', () => {
    const now = Date.parse('2024-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:45 GMT', now)).toBe(45);
    expect(parseRetryAfter('Sun, 31 Dec 2023 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('backoff', () => {
  const policy: RetryPolicy = {
    retries: 2,
    initialDelayMs: 50,
    maxDelayMs: 2000,
    maxRetryAfterMs: 30_000,
    schedule: undefined,
  };
  afterEach(() => vi.restoreAllMocks());

  it('starts at 50 ms and doubles, jittered between half and all of each step', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect([0, 1, 2].map((attempt) => backoffDelay(policy, attempt))).toEqual([25, 50, 100]);
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    expect([0, 1, 2].map((attempt) => backoffDelay(policy, attempt))).toEqual([50, 100, 200]);
  });

  it('never exceeds maxDelayMs, and a schedule replaces the formula', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999_999);
    expect(backoffDelay(policy, 30)).toBe(2000);
    expect(backoffDelay({ ...policy, schedule: [5, 7] }, 1)).toBe(7);
  });

  it('keeps a delay beyond the timer range from becoming an instant retry', async () => {
    server.reply({ status: 503, raw: 'busy' });
    const controller = new AbortController();
    const client = new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      retryScheduleInMs: [2 ** 31],
    });
    const pending = rejection(client.health.get({ signal: controller.signal }));
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests).toHaveLength(1);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});

describe('User-Agent', () => {
  it('names the package and its version (Node)', async () => {
    server.reply({ status: 204 });
    await new WebhooksClient(TOKEN, { serverUrl: server.url }).health.get();
    expect(header('user-agent')[0]).toBe(
      `@porchlight/webhooks/${VERSION} (node ${process.versions.node})`,
    );
    const manifest = new URL('../../package.json', import.meta.url);
    expect(VERSION).toBe(JSON.parse(readFileSync(manifest, 'utf8')).version);
  });

  it('can be overridden by a caller header', async () => {
    server.reply({ status: 204 });
    await new WebhooksClient(TOKEN, {
      serverUrl: server.url,
      headers: { 'User-Agent': 'mine/1' },
    }).health.get();
    expect(header('user-agent')).toEqual(['mine/1']);
  });
});

describe('region routing', () => {
  function urlsFor(token: string, serverUrl?: string): Promise<string[]> {
    const urls: string[] = [];
    const client = new WebhooksClient(token, {
      ...(serverUrl === undefined ? {} : { serverUrl }),
      fetch: async (input) => {
        urls.push(String(input));
        return new Response(null, { status: 204 });
      },
    });
    return client.health.get().then(() => urls);
  }

  it.each([
    ['us', 'https://api.us.svix.com'],
    ['eu', 'https://api.eu.svix.com'],
    ['in', 'https://api.in.svix.com'],
    ['ca', 'https://api.ca.svix.com'],
    ['au', 'https://api.au.svix.com'],
  ])('sends a .%s token to %s', async (region, host) => {
    expect(await urlsFor(`testsk_abc.${region}`)).toEqual([`${host}/api/v1/health/`]);
  });

  it.each([
    'testsk_abc',
    'testsk_abc.xx',
    'testsk_abc.EU',
    'testsk_abc.toString',
    'testsk_abc.__proto__',
    '',
  ])('sends %j to the default host', (token) => {
    expect(serverUrlFor(token)).toBe('https://api.svix.com');
  });

  it('lets serverUrl win over the region', async () => {
    expect(await urlsFor('testsk_abc.eu', 'https://hooks.example.com/')).toEqual([
      'https://hooks.example.com/api/v1/health/',
    ]);
  });
});
