import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.js';
import { isLoopbackHost } from './faults/admin-guard.js';
import { deviceNamed, useFakeApi } from './test-utils/client.js';

const { api, http } = useFakeApi();

/** The status of a GET sent with its own Host header (fetch will not let a caller set one). */
function statusWithHost(target: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(target);
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const admin = (path: string, init: RequestInit) => fetch(`${api().url}/_fake/${path}`, init);

describe('request body limit', () => {
  it('answers 413 in the error shape over 1 MiB, and accepts a body just under it', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) });
    const over = await http.post('/devices/list', big);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ ok: false, error: { type: 'payload_too_large' } });
    // Just under the limit the body is read and judged on its content (an unknown key here).
    const under = await http.post('/devices/list', { note: 'x'.repeat(MAX_BODY_BYTES - 100) });
    expect(under.status).toBe(400);
    expect(under.body.error.type).toBe('invalid_input');
  });

  it('answers 413 for a chunked body (no length announced) once it is read', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES) }));
    const res = await fetch(`${api().url}/devices/list`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api().keys.api_key}`,
        'content-type': 'application/json',
      },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(big);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.type).toBe('payload_too_large');
  });
});

describe('dates and limits', () => {
  it.each(['2026-05-01', '2026-05-01T09:00:00', 'May 1, 2026', '2026-02-30T09:00:00Z'])(
    'refuses %s as an access code start',
    async (startsAt) => {
      const device = await deviceNamed(http, 'Front Door');
      const reply = await http.post('/access_codes/create', {
        device_id: device.device_id,
        name: 'Dates',
        code: '4821',
        starts_at: startsAt,
        ends_at: '2027-05-02T09:00:00Z',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.validation_errors.starts_at._errors).toEqual(['Invalid datetime']);
    },
  );

  it('accepts a date-time with an offset', async () => {
    const device = await deviceNamed(http, 'Front Door');
    const reply = await http.post('/access_codes/create', {
      device_id: device.device_id,
      name: 'Offset',
      code: '4822',
      starts_at: '2027-05-01T09:00:00+02:00',
      ends_at: '2027-05-02T09:00:00Z',
    });
    expect(reply.status).toBe(200);
  });

  it.each([
    ['0', 'Number must be greater than or equal to 1'],
    ['-5', 'Number must be greater than or equal to 1'],
    ['1.5', 'Expected integer, received float'],
  ])('refuses limit=%s', async (limit, message) => {
    const reply = await http.get('/devices/list', `limit=${limit}`);
    expect(reply.status).toBe(400);
    expect(reply.body.error.validation_errors.limit._errors).toEqual([message]);
  });

  it('honours limit=1', async () => {
    const reply = await http.get('/devices/list', 'limit=1');
    expect(reply.body.devices).toHaveLength(1);
  });
});

describe('admin routes', () => {
  // The README's curl lines are what a developer pastes first: a bodyless POST that the guard
  // refuses (415) would send them looking for a bug in their own setup.
  it('answers the README’s curl examples as printed', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const lines = readme.split('\n').filter((line) => line.startsWith('curl '));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const words = [...line.matchAll(/'([^']*)'|(\S+)/g)].map(
        ([, quoted, bare]) => quoted ?? bare,
      );
      const headers: Record<string, string> = {};
      let method = 'GET';
      let body: string | undefined;
      for (let i = 1; i < words.length - 1; i += 2) {
        const [flag, value = ''] = [words[i], words[i + 1]];
        if (flag === '-X') method = value;
        else if (flag === '-H') {
          const [name = '', ...rest] = value.split(':');
          headers[name.trim()] = rest.join(':').trim();
        } else if (flag === '-d') body = value;
      }
      const url = (words.at(-1) ?? '').replace('http://127.0.0.1:8787', api().url);
      const reply = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
      expect(reply.status, line).toBe(200);
    }
  });

  it('refuses a body that is not application/json (what a form or simple fetch sends)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const reply = await admin('config', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify({ error_rate: 1 }),
      });
      expect(reply.status, String(type)).toBe(415);
    }
    const config = await (await admin('config', { method: 'GET' })).json();
    expect(config.config.error_rate).toBe(0);
  });

  it('refuses a foreign origin, its preflight included, and accepts loopback origins', async () => {
    const foreign = await admin('reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await admin('reset', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const nullOrigin = await admin('telemetry', { method: 'GET', headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000']) {
      const ok = await admin('faults', {
        method: 'DELETE',
        headers: { origin },
      });
      expect(ok.status, origin).toBe(200);
    }
  });

  it('refuses a request addressed to a non-loopback host name (DNS rebinding)', async () => {
    expect(await statusWithHost(`${api().url}/_fake/config`, 'evil.example')).toBe(403);
  });

  it('serves device images to any host name, as they are public assets', async () => {
    const images = await fetch(`${api().url}/devices/list`, {
      headers: { authorization: `Bearer ${api().keys.api_key}` },
    });
    const { devices } = (await images.json()) as {
      devices: Array<{ properties: { image_url?: string } }>;
    };
    const imageUrl = devices.map((d) => d.properties.image_url).find(Boolean) as string;
    expect(imageUrl).toContain('/_fake/images/');
    expect(await statusWithHost(imageUrl, 'fake-api:4010')).toBe(200);
  });

  it('knows loopback host names', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['evil.example', '10.0.0.1', '127.0.0.1.evil.example', 'localhost.evil'])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('commit-then-drop faults', () => {
  async function codesNamed(deviceId: string, name: string) {
    const list = await http.get('/access_codes/list', `device_id=${deviceId}`);
    // biome-ignore lint/suspicious/noExplicitAny: test JSON.
    return list.body.access_codes.filter((c: any) => c.name === name);
  }

  it.each([
    ['commit_drop', 'drops the connection'],
    ['commit_timeout', 'never answers'],
  ])('%s commits the write, then %s', async (kind) => {
    const device = await deviceNamed(http, 'Front Door');
    const name = `Lost answer ${kind}`;
    await admin('faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/access_codes/create', kind }),
    });
    const attempt = fetch(`${api().url}/access_codes/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api().keys.api_key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        device_id: device.device_id,
        name,
        code: kind === 'commit_drop' ? '7301' : '7302',
      }),
      // Only the hanging kind needs the client to give up.
      signal: AbortSignal.timeout(kind === 'commit_timeout' ? 500 : 30_000),
    });
    await expect(attempt).rejects.toThrow();
    // The write is there exactly once, and the fault was used up.
    expect(await codesNamed(device.device_id, name)).toHaveLength(1);
    const again = await http.get('/access_codes/list', `device_id=${device.device_id}`);
    expect(again.status).toBe(200);
  });

  it('commit_malformed commits the write, then answers a 200 whose JSON does not parse', async () => {
    const device = await deviceNamed(http, 'Front Door');
    const create = (name: string, code: string) =>
      fetch(`${api().url}/access_codes/create`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${api().keys.api_key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ device_id: device.device_id, name, code }),
      });
    const fault = async (kind: string) => {
      const reply = await admin('faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/access_codes/create', kind }),
      });
      expect(reply.status, kind).toBe(200);
    };
    await fault('commit_malformed');
    const cutOff = await create('Cut-off answer', '7303');
    expect(cutOff.status).toBe(200);
    expect(cutOff.headers.get('content-type')).toContain('application/json');
    const text = await cutOff.text();
    expect(text.startsWith('{"access_code":')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
    expect(await codesNamed(device.device_id, 'Cut-off answer')).toHaveLength(1);
    // `malformed` still answers without running the route: nothing is stored.
    await fault('malformed');
    const early = await create('Never stored', '7304');
    expect(early.status).toBe(200);
    await expect(early.json()).rejects.toThrow();
    expect(await codesNamed(device.device_id, 'Never stored')).toHaveLength(0);
    // Both faults were used up.
    expect((await create('Answered', '7305')).status).toBe(200);
  });
});
