import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ActionAttempt, Device } from '../models.js';
import { PorchlightClient } from '../porchlight-client.js';
import type { FetchLike } from '../transport/http-client.js';
import { action, bindNamespace, command, namespace, read, write } from './operations.js';
import type { ResourceContext } from './resource-context.js';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

// A provider that records each request and answers with `answer`.
const recordingClient = (answer: unknown) => {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (input, init) => {
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(input),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new PorchlightClient(
    { apiKey: 'seam_test_key_0123456789' },
    { endpoint: 'http://provider.test', fetch, waitForActionAttempt: false },
  );
  return { client, sent };
};

describe('namespace operations', () => {
  it('reads with GET and a query string, resolving to the keyed property', async () => {
    const { client, sent } = recordingClient({ device: { device_id: 'd1' }, ok: true });
    const device = await client.locks.get({ device_id: 'd1' });
    expect(device).toEqual({ device_id: 'd1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/locks/get');
    expect(sent[0]?.url.searchParams.get('device_id')).toBe('d1');
  });

  it('sends a read filtered by custom_metadata_has as POST with a JSON body', async () => {
    const { client, sent } = recordingClient({
      devices: [],
      thermostats: [],
      connect_webviews: [],
      connected_accounts: [],
      ok: true,
    });
    const filter = { custom_metadata_has: { tenant: 'a', vip: true }, limit: 5 };
    await client.devices.list(filter);
    await client.devices.unmanaged.list(filter);
    await client.locks.list(filter);
    await client.thermostats.list(filter);
    await client.connectWebviews.list(filter);
    await client.connectedAccounts.list(filter);
    expect(
      sent.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`),
    ).toEqual([
      'POST /devices/list',
      'POST /devices/unmanaged/list',
      'POST /locks/list',
      'POST /thermostats/list',
      'POST /connect_webviews/list',
      'POST /connected_accounts/list',
    ]);
    for (const request of sent) expect(request.body).toEqual(filter);
    // Without an object the same read stays a GET.
    await client.devices.list({ limit: 5 });
    expect(sent.at(-1)?.method).toBe('GET');
  });

  it('writes with POST and a JSON body, resolving to the keyed property', async () => {
    const { client, sent } = recordingClient({ access_code: { code: '1234' }, ok: true });
    const code = await client.accessCodes.create({ device_id: 'd1', code: '1234' });
    expect(code).toEqual({ code: '1234' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/access_codes/create');
    expect(sent[0]?.body).toEqual({ device_id: 'd1', code: '1234' });
  });

  it('resolves a command to nothing, whatever the answer carries', async () => {
    const { client, sent } = recordingClient({ ok: true, extra: 'ignored' });
    await expect(client.accessCodes.delete({ access_code_id: 'c1' })).resolves.toBeUndefined();
    expect(sent[0]?.url.pathname).toBe('/access_codes/delete');
  });

  it('starts an action and returns its attempt', async () => {
    const attempt = { action_attempt_id: 'a1', action_type: 'LOCK_DOOR', status: 'pending' };
    const { client, sent } = recordingClient({ action_attempt: attempt, ok: true });
    const started = await client.locks.lockDoor({ device_id: 'd1' });
    expect(started.action_attempt_id).toBe('a1');
    expect(sent.map((request) => request.url.pathname)).toEqual(['/locks/lock_door']);
  });

  it('binds nested namespaces and works when a method is taken off its namespace', async () => {
    const { client, sent } = recordingClient({ devices: [], ok: true });
    const { suspend } = client.acs.users;
    await suspend({ acs_user_id: 'u1' });
    const { list } = client.devices;
    await list();
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/acs/users/suspend',
      '/devices/list',
    ]);
  });

  it('binds each operation of a table to the context it is given', async () => {
    const calls: string[] = [];
    const http = {
      read: async (path: string) => calls.push(`GET ${path}`),
      write: async (path: string) => calls.push(`POST ${path}`),
    };
    const context = { http, waitForActionAttempt: false } as unknown as ResourceContext;
    const table = {
      get: read('/devices/get', 'device'),
      update: command('/devices/update'),
      nested: { create: write('/access_codes/create', 'access_code') },
    };
    const bound = bindNamespace(context, table);
    await bound.get({ device_id: 'd1' });
    await bound.update({ device_id: 'd1' });
    await bound.nested.create({ device_id: 'd1' });
    expect(calls).toEqual([
      'GET /devices/get',
      'POST /devices/update',
      'POST /access_codes/create',
    ]);
  });
  it('gives each operation of a table its namespace prefix and its own name in snake_case', async () => {
    const calls: string[] = [];
    const http = {
      read: async (path: string) => calls.push(`GET ${path}`),
      write: async (path: string) => calls.push(`POST ${path}`),
    };
    const context = { http, waitForActionAttempt: false } as unknown as ResourceContext;
    const table = namespace('/access_codes', (op) => ({
      get: op.read('access_code'),
      create: op.write('access_code'),
      delete: op.command(),
      pullBackupAccessCode: op.write('backup_access_code'),
      // Entries that are not pending keep their own path.
      unmanaged: { list: read('/access_codes/unmanaged/list', 'access_codes') },
    }));
    const bound = bindNamespace(context, table);
    await bound.get({ access_code_id: 'c1' });
    await bound.create({ device_id: 'd1' });
    await bound.delete({ access_code_id: 'c1' });
    await bound.pullBackupAccessCode({ access_code_id: 'c1' });
    await bound.unmanaged.list({ device_id: 'd1' });
    expect(calls).toEqual([
      'GET /access_codes/get',
      'POST /access_codes/create',
      'POST /access_codes/delete',
      'POST /access_codes/pull_backup_access_code',
      'GET /access_codes/unmanaged/list',
    ]);
  });
});

describe('namespace operation types', () => {
  const { client } = recordingClient({ ok: true });

  it('derive each method from the contract', () => {
    expectTypeOf(client.devices.get).returns.resolves.toEqualTypeOf<Device>();
    expectTypeOf(client.locks.lockDoor).returns.resolves.toEqualTypeOf<ActionAttempt>();
    expectTypeOf(client.accessCodes.update).returns.resolves.toBeVoid();
    expectTypeOf(
      action('/locks/unlock_door'),
    ).returns.returns.resolves.toEqualTypeOf<ActionAttempt>();
  });

  it('make params optional only when the contract requires no field', () => {
    // `/devices/list` requires nothing; `/access_codes/create` requires `device_id`.
    expectTypeOf(client.devices.list).toBeCallableWith();
    expectTypeOf(client.accessCodes.create).parameter(0).toHaveProperty('device_id');
    // @ts-expect-error a create without its required params does not compile
    const missing = () => client.accessCodes.create();
    // @ts-expect-error an unknown field is refused
    const unknown = () => client.locks.get({ device_id: 'd1', colour: 'red' });
    expect([missing, unknown]).toHaveLength(2);
  });
});
