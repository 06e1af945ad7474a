import { beforeEach, describe, expect, it } from 'vitest';
import { RequiredError, WebhooksClient } from './index.js';
import { OPERATIONS, type OperationCase, UNAUTHENTICATED } from './test-utils/operations.js';
import { rejection } from './test-utils/thrown.js';
import { useRecordingServer } from './test-utils/use-recording-server.js';

// The request rules of the spec, checked on every operation of the contract (the shared table
// in test-utils/operations.ts is also what the Prism contract test sends).

const TOKEN = 'testsk_operations';
const WHEN = '2024-01-02T03:04:05.000Z';
// Decodes as any output model: each decoder spreads the object and converts its own dates.
const ANY_BODY = {
  id: 'x_1',
  data: [],
  done: true,
  iterator: null,
  createdAt: WHEN,
  updatedAt: WHEN,
  timestamp: WHEN,
  startDate: WHEN,
  endDate: WHEN,
  eventTypes: [],
};

const server = useRecordingServer();
let client: WebhooksClient;

beforeEach(() => {
  server.reply({ status: 200, body: ANY_BODY });
  client = new WebhooksClient(TOKEN, { serverUrl: server.url });
});

const rows = OPERATIONS.map((operation) => [operation.name, operation] as const);

// Path values full of reserved characters, so a missing encodeURIComponent shows.
function withAwkwardPathValues(operation: OperationCase): unknown[] {
  return operation.args.map((arg, i) => {
    const name = operation.required[i];
    return name && operation.path.includes(`{${name}}`) ? `${name} a/b?c#d%ü` : arg;
  });
}

function expectedPath(operation: OperationCase, args: readonly unknown[]): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(args[operation.required.indexOf(name)])),
  );
}

describe.each(rows)('%s', (_name, operation) => {
  it('uses the contract method and path, with every path value URL-encoded', async () => {
    const args = withAwkwardPathValues(operation);
    await operation.invoke(client, args, {});
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(operation.method);
    expect(new URL(request?.url ?? '', server.url).pathname).toBe(expectedPath(operation, args));
  });

  it('sends the documented headers', async () => {
    await operation.invoke(client, operation.args, {});
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.accept).toBe('application/json');
    const requestId = Number(headers['svix-req-id']);
    expect(Number.isInteger(requestId) && requestId >= 0 && requestId < 4294967296).toBe(true);
    expect(headers.authorization).toBe(
      UNAUTHENTICATED.has(operation.name) ? undefined : `Bearer ${TOKEN}`,
    );
    if (operation.method === 'POST') expect(headers['idempotency-key']).toEqual(expect.any(String));
    else expect(headers['idempotency-key']).toBeUndefined();
  });

  it('sends a given idempotency key as is', async () => {
    await operation.invoke(client, operation.args, { idempotencyKey: 'caller-key-1' });
    expect(server.requests[0]?.headers['idempotency-key']).toBe('caller-key-1');
  });

  it('sends its body as JSON, dates as ISO strings', async () => {
    await operation.invoke(client, operation.args, {});
    const request = server.requests[0];
    const { body } = operation;
    if (operation.hasBody) {
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual(JSON.parse(JSON.stringify(body)));
    } else {
      expect(request?.headers['content-type']).toBeUndefined();
      expect(request?.body).toBe('');
    }
  });

  const required = operation.required.flatMap((field, index) =>
    field === null ? [] : [[field, index] as const],
  );
  if (required.length > 0) {
    it.each(required)('rejects a null or undefined %s before sending', async (field, index) => {
      for (const missing of [null, undefined]) {
        const args = [...operation.args];
        args[index] = missing;
        const error = await rejection(operation.invoke(client, args, {}));
        expect(error).toBeInstanceOf(RequiredError);
        expect((error as Error).message).toBe(
          `Required parameter ${field} was null or undefined when calling ${operation.name}`,
        );
        expect(error).toMatchObject({ field, operation: operation.name });
      }
      expect(server.requests).toHaveLength(0);
    });
  }
});

describe('bodies Svix lets callers omit', () => {
  it('environment.export takes options only and always sends {}', async () => {
    await client.environment.export({ idempotencyKey: 'export-1' });
    expect(server.requests[0]?.body).toBe('{}');
    expect(server.requests[0]?.headers['idempotency-key']).toBe('export-1');
  });

  it('environment.import sends {} without a body', async () => {
    await client.environment.import();
    expect(server.requests[0]?.body).toBe('{}');
  });

  it('endpoints.create and update send version 1 when Svix-style input leaves it out', async () => {
    server.reply({ status: 201, body: ENDPOINT });
    await client.endpoints.create('app_1', { url: 'https://e.x' });
    await client.endpoints.update('app_1', 'ep_1', { url: 'https://e.x', version: null });
    await client.endpoints.update('app_1', 'ep_1', { url: 'https://e.x', version: 2 });
    expect(server.requests.map((request) => JSON.parse(request.body).version)).toEqual([1, 1, 2]);
  });

  it('endpoints.rotateSecret sends {} without a body and rejects an explicit null', async () => {
    await client.endpoints.rotateSecret('app_1', 'ep_1');
    expect(server.requests[0]?.body).toBe('{}');
    const error = await rejection(client.endpoints.rotateSecret('app_1', 'ep_1', null as never));
    expect(error).toBeInstanceOf(RequiredError);
    expect((error as Error).message).toBe(
      'Required parameter endpointSecretRotateIn was null or undefined when calling endpoints.rotateSecret',
    );
    expect(server.requests).toHaveLength(1);
  });
});

const MESSAGE = { id: 'msg_1', eventType: 'e', payload: {}, timestamp: WHEN, status: 0 };
const ATTEMPT = { id: 'atmpt_1', msgId: 'msg_1', endpointId: 'ep_1', timestamp: WHEN, status: 0 };
const ENDPOINT = { id: 'ep_1', url: 'https://e.x', version: 1, createdAt: WHEN, status: 0 };

// Every list has an async iterator that follows `iterator` until `done`.
const WALKS: [name: string, item: object, walk: (c: WebhooksClient) => AsyncIterable<unknown>][] = [
  ['applications.listAll', ANY_BODY, (c) => c.applications.listAll()],
  ['endpoints.listAll', ANY_BODY, (c) => c.endpoints.listAll('app_1')],
  ['eventTypes.listAll', ANY_BODY, (c) => c.eventTypes.listAll({ includeArchived: true })],
  ['integrations.listAll', ANY_BODY, (c) => c.integrations.listAll('app_1')],
  ['messages.listAll', MESSAGE, (c) => c.messages.listAll('app_1', { channel: 'ch' })],
  [
    'messageAttempts.listAllByEndpoint',
    ATTEMPT,
    (c) => c.messageAttempts.listAllByEndpoint('app_1', 'ep_1'),
  ],
  ['messageAttempts.listAllByMsg', ATTEMPT, (c) => c.messageAttempts.listAllByMsg('app_1', 'm')],
  [
    'messageAttempts.listAllForMessage',
    ATTEMPT,
    (c) => c.messageAttempts.listAllForMessage('app_1', 'm'),
  ],
  [
    'messageAttempts.listAllAttemptsForEndpoint',
    ATTEMPT,
    (c) => c.messageAttempts.listAllAttemptsForEndpoint('app_1', 'm', 'ep_1'),
  ],
  [
    'messageAttempts.listAllAttemptedMessages',
    MESSAGE,
    (c) => c.messageAttempts.listAllAttemptedMessages('app_1', 'ep_1'),
  ],
  [
    'messageAttempts.listAllAttemptedDestinations',
    ENDPOINT,
    (c) => c.messageAttempts.listAllAttemptedDestinations('app_1', 'm'),
  ],
];

describe.each(WALKS)('%s', (_name, item, walk) => {
  it('walks every page, passing each cursor on, until done', async () => {
    server.reply(
      { status: 200, body: { data: [item, item], done: false, iterator: 'cursor_1' } },
      { status: 200, body: { data: [item], done: false, iterator: 'cursor_2' } },
      { status: 200, body: { data: [item], done: true, iterator: 'cursor_3' } },
    );
    const seen: unknown[] = [];
    for await (const entry of walk(client)) seen.push(entry);
    expect(seen).toHaveLength(4);
    const cursors = server.requests.map((r) => new URL(r.url, server.url).searchParams);
    expect(cursors.map((params) => params.get('iterator'))).toEqual([null, 'cursor_1', 'cursor_2']);
    // The caller's filters stay on every page, not just the first.
    const first = [...(cursors[0]?.entries() ?? [])];
    for (const params of cursors.slice(1)) {
      for (const [key, value] of first) expect(params.get(key)).toBe(value);
    }
  });
});

// Options svix 1.x takes on these lists: the types here accepted them (an extra optional
// property), so a Svix caller's ordering and filters must reach the server, not vanish.
type ListCall = (c: WebhooksClient, options: Record<string, unknown>) => Promise<unknown>;
const SVIX_LIST_OPTIONS: [name: string, call: ListCall, options: object, sent: string][] = [
  [
    'applications.list',
    (c, o) => c.applications.list(o),
    {
      order: 'ascending',
      excludeAppsWithNoEndpoints: true,
      excludeAppsWithDisabledEndpoints: false,
      excludeAppsWithSvixPlayEndpoints: true,
    },
    'order=ascending&exclude_apps_with_no_endpoints=true&exclude_apps_with_disabled_endpoints=false&exclude_apps_with_svix_play_endpoints=true',
  ],
  [
    'endpoints.list',
    (c, o) => c.endpoints.list('app_1', o),
    { order: 'ascending' },
    'order=ascending',
  ],
  ['eventTypes.list', (c, o) => c.eventTypes.list(o), { order: 'descending' }, 'order=descending'],
  [
    'integrations.list',
    (c, o) => c.integrations.list('app_1', o),
    { order: 'ascending' },
    'order=ascending',
  ],
  [
    'messages.list',
    (c, o) => c.messages.list('app_1', o),
    { tag: 'project_1', withContent: false },
    'tag=project_1&with_content=false',
  ],
  [
    'messageAttempts.listByEndpoint',
    (c, o) => c.messageAttempts.listByEndpoint('app_1', 'ep_1', o),
    { tag: 't', withContent: false, withMsg: true, expandedStatuses: true },
    'tag=t&with_content=false&with_msg=true&expanded_statuses=true',
  ],
  [
    'messageAttempts.listByMsg',
    (c, o) => c.messageAttempts.listByMsg('app_1', 'msg_1', o),
    { tag: 't', withContent: true, expandedStatuses: false },
    'tag=t&with_content=true&expanded_statuses=false',
  ],
  [
    'messageAttempts.listAttemptedMessages',
    (c, o) => c.messageAttempts.listAttemptedMessages('app_1', 'ep_1', o),
    { tag: 't', withContent: false, expandedStatuses: true },
    'tag=t&with_content=false&expanded_statuses=true',
  ],
];

describe.each(SVIX_LIST_OPTIONS)('%s with Svix list options', (_name, call, options, sent) => {
  const query = () => new URL(server.requests[0]?.url ?? '', server.url).searchParams;

  beforeEach(() => {
    server.reply({ status: 200, body: { data: [], done: true, iterator: null } });
  });

  it('sends each option under its Svix query name', async () => {
    await call(client, { ...options });
    for (const [key, value] of new URLSearchParams(sent)) expect(query().get(key), key).toBe(value);
  });

  it('sends none of them when they are not given', async () => {
    await call(client, {});
    for (const key of new URLSearchParams(sent).keys()) expect(query().has(key), key).toBe(false);
  });
});
