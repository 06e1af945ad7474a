import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpApiError,
  type RequestOptions,
  ValidationApiError,
  WebhooksClient,
} from './index.js';
import { type Contract, successSchema, undecodedDates } from './test-utils/contract-schema.js';
import { APP, ATTEMPT, MSG, OPERATIONS } from './test-utils/operations.js';
import { type PrismServer, startPrism } from './test-utils/prism-server.js';

// Every operation of contracts/webhook-service-openapi.json goes through the real client to a
// Prism mock started with --errors: any request that breaks the contract comes back as an error
// response carrying an `sl-violations` header, which fails the test.

let prism: PrismServer;
let client: WebhooksClient;
const violations: string[] = [];
const calls: string[] = [];

beforeAll(async () => {
  prism = await startPrism();
  client = new WebhooksClient('testsk_contract', {
    serverUrl: prism.url,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const key = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      calls.push(key);
      const reported = response.headers.get('sl-violations');
      if (reported) violations.push(`${key}: ${reported}`);
      return response;
    },
  });
}, 90_000);

afterAll(async () => {
  await prism?.stop();
});

const spec = JSON.parse(
  readFileSync(new URL('../../../contracts/webhook-service-openapi.json', import.meta.url), 'utf8'),
) as Contract;

const byName = (name: string) => {
  const found = OPERATIONS.find((operation) => operation.name === name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};
const call = (name: string, options: RequestOptions = {}) => {
  const operation = byName(name);
  return operation.invoke(client, operation.args, options);
};

describe('every contract operation against Prism', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s is accepted without violations and decodes every date-time field',
    async (_name, operation) => {
      violations.length = 0;
      const result = await operation.invoke(client, operation.args, {});
      expect(violations).toEqual([]);
      // Walk the 2xx response schema beside the result: every date-time the contract declares
      // must arrive as a Date, so no output model forgets one.
      const schema = successSchema(spec, operation.method, operation.path);
      const undecoded = schema ? undecodedDates(spec, schema, result, operation.name) : [];
      expect(undecoded).toEqual([]);
    },
  );

  it('has reached every method and path of the contract', () => {
    const missing = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .map((method) => method.toUpperCase())
        .filter((method) => {
          const pattern = new RegExp(`^${method} ${path.replace(/\{\w+\}/g, '[^/]+')}$`);
          return !calls.some((call) => pattern.test(call));
        })
        .map((method) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
    expect(Object.values(spec.paths).flatMap(Object.keys)).toHaveLength(OPERATIONS.length);
    // The shared table names each route; make sure each row names a real one.
    for (const operation of OPERATIONS) {
      expect(spec.paths[operation.path], operation.name).toHaveProperty(
        operation.method.toLowerCase(),
      );
    }
  });

  it('decodes Prism example responses into typed models', async () => {
    const page = await client.messages.list(APP);
    expect(page.data[0]?.timestamp).toBeInstanceOf(Date);
    expect(typeof page.done).toBe('boolean');
    const stats = await client.statistics.appAttempts(APP);
    expect(stats.startDate).toBeInstanceOf(Date);
    const attempt = await client.messageAttempts.get(APP, MSG, ATTEMPT);
    expect([0, 1, 2, 3]).toContain(attempt.status);
  });

  it('catches a contract violation when the request breaks it', async () => {
    violations.length = 0;
    const error = await client.applications
      .create({ name: undefined as never })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationApiError);
    expect(violations.join()).toContain("required property 'name'");
  });
});

const FORCED: [status: number, operation: string][] = [
  [400, 'endpoints.rotateSecret'],
  [400, 'endpoints.sendExample'],
  [401, 'applications.get'],
  [403, 'endpoints.list'],
  [404, 'messages.get'],
  [409, 'applications.create'],
  [413, 'messages.create'],
  [422, 'eventTypes.create'],
];

describe('error mapping with Prism forced status codes', () => {
  it.each(FORCED)('HTTP %i from %s', async (status, name) => {
    const error = await call(name, { headers: { Prefer: `code=${status}` } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(status === 422 ? ValidationApiError : HttpApiError);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(status);
    expect(apiError.headers['content-type']).toMatch(/json/i);
    if (status === 422)
      expect(Array.isArray((apiError.body as { detail: unknown[] }).detail)).toBe(true);
    else
      expect(apiError.body).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});

describe('any 2xx is success with Prism forced status codes', () => {
  it.each([
    [200, 'applications.create'],
    [201, 'applications.create'],
    [204, 'health.get'],
  ] as const)('HTTP %i from %s resolves', async (status, name) => {
    const statuses: number[] = [];
    const watching = new WebhooksClient('testsk_contract', {
      serverUrl: prism.url,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      },
    });
    const operation = byName(name);
    const result = await operation.invoke(watching, operation.args, {
      headers: { Prefer: `code=${status}` },
    });
    expect(statuses).toEqual([status]);
    if (status === 204) expect(result).toBeUndefined();
    else expect(result).toMatchObject({ id: expect.any(String), createdAt: expect.any(Date) });
  });
});
