import { afterAll, beforeAll } from 'vitest';
import { type FakeApiOptions, type FakeApiServer, startFakeApi } from '../server.js';

/** A parsed response. */
export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  body: any;
}

/** Thin fetch wrapper for tests: POST with JSON or GET with a query string. */
export function client(api: () => FakeApiServer, token?: () => string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token()}` } : {}),
    ...extra,
  });
  const parse = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  };
  return {
    post: async (path: string, body: unknown = {}, extra?: Record<string, string>) =>
      parse(
        await fetch(`${api().url}${path}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json', ...extra }),
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    get: async (path: string, query = '', extra?: Record<string, string>) =>
      parse(
        await fetch(`${api().url}${path}${query ? `?${query}` : ''}`, { headers: headers(extra) }),
      ),
  };
}

/** Starts a fake API for the file and closes it afterwards. */
export function useFakeApi(options: FakeApiOptions = {}) {
  let api: FakeApiServer | undefined;
  beforeAll(async () => {
    api = await startFakeApi({ port: 0, actionAttemptDelayMs: 20, ...options });
  });
  afterAll(async () => {
    await api?.close();
  });
  const current = () => {
    if (!api) throw new Error('fake API not started');
    return api;
  };
  return {
    api: current,
    http: client(current, () => current().keys.api_key),
    anon: client(current),
  };
}

/** Polls an action attempt until it leaves `pending` (no timing assumptions beyond a cap). */
export async function settle(
  http: ReturnType<typeof client>,
  id: string,
  tries = 200,
): Promise<Reply> {
  for (let i = 0; i < tries; i++) {
    const reply = await http.get('/action_attempts/get', `action_attempt_id=${id}`);
    if (reply.body.action_attempt.status !== 'pending') return reply;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`action attempt ${id} still pending`);
}

/** First device with this name. */
export async function deviceNamed(http: ReturnType<typeof client>, name: string) {
  const reply = await http.get('/devices/list');
  // biome-ignore lint/suspicious/noExplicitAny: test JSON.
  const device = reply.body.devices.find((d: any) => d.display_name === name);
  if (!device) throw new Error(`no device ${name}`);
  return device;
}
