import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../routes/app-env.js';
import type { Runtime } from '../state/runtime.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function errorBody(type: string, message: string, requestId: string) {
  return { error: { type, message, request_id: requestId }, ok: false };
}

/**
 * The route's answer with every top-level list emptied (a catalogue, device or code list that is
 * empty), for the views' empty states; a non-JSON or failed answer passes unchanged.
 */
async function emptied(res: Response): Promise<Response> {
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.clone().json()) as Record<string, unknown>;
  for (const key of Object.keys(body)) if (Array.isArray(body[key])) body[key] = [];
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, headers });
}

/**
 * The route's answer cut off halfway, as a 200 that still claims to be JSON. A proper prefix of a
 * JSON object never parses (its closing brace is missing), whatever the route answered.
 */
async function truncated(res: Response): Promise<Response> {
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
    status: 200,
    headers,
  });
}

/**
 * Misbehaves on purpose around a provider route: configured latency, scripted faults for the path
 * (status, a slow answer, dropped connection, malformed body, emptied lists, an answer lost or cut
 * off after the write committed) and a random error rate.
 */
export function faultMiddleware(rt: Runtime): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/_fake/')) return next();
    if (rt.config.latency_ms > 0) await sleep(rt.config.latency_ms);
    const requestId = c.get('requestId');
    const fault = rt.faults.takeRequestFault(c.req.path);
    if (fault?.kind === 'slow') {
      // One path slower than the client waits, the rest of the API (the key exchange) on time.
      // A client that gave up meanwhile is gone: the call is not run, so a slow write commits
      // nothing (`commit_timeout` is the write that commits and whose answer is lost).
      await sleep(fault.latency_ms);
      if (c.req.raw.signal.aborted || c.env.incoming.socket.destroyed) return c.body(null, 500);
      return next();
    }
    if (fault?.kind === 'drop') {
      c.env.incoming.socket.destroy();
      return c.body(null, 500);
    }
    if (fault?.kind === 'commit_drop' || fault?.kind === 'commit_timeout') {
      // The write happens (the route runs to completion), then its answer is lost: the case a
      // client must treat as "may have succeeded".
      await next();
      const socket = c.env.incoming.socket;
      if (fault.kind === 'commit_timeout' && !socket.destroyed) {
        // Hold the answer until the client gives up (or the server closes the connection).
        await new Promise<void>((resolve) => socket.once('close', () => resolve()));
      }
      socket.destroy();
      c.res = new Response(null, { status: 500 });
      return;
    }
    if (fault?.kind === 'commit_malformed') {
      // The write happens, then its answer arrives cut off: a 200 the client cannot parse, which
      // must not read as "nothing happened" (`malformed` answers without running the route).
      await next();
      c.res = await truncated(c.res);
      return;
    }
    if (fault?.kind === 'malformed') {
      return c.body('{"ok": true, "devices": [{"device_id": ', 200, {
        'content-type': 'application/json',
      });
    }
    if (fault?.kind === 'empty') {
      await next();
      c.res = await emptied(c.res);
      return;
    }
    if (fault) {
      return c.json(errorBody(fault.error_type, fault.message, requestId), fault.status as 500);
    }
    if (rt.config.error_rate > 0 && Math.random() < rt.config.error_rate) {
      return c.json(errorBody('internal_server_error', 'Simulated server error', requestId), 500);
    }
    return next();
  };
}
