import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../routes/api-error.js';
import type { AppEnv } from '../routes/app-env.js';

/** True for a loopback host name: `localhost` (and `*.localhost`), 127.0.0.0/8 or `::1`. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1'
  );
}

function hostnameOf(hostHeader: string): string {
  // `[::1]:8787` keeps its brackets until the port is cut; `127.0.0.1:8787` loses the port.
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(hostHeader);
  if (bracketed?.[1]) return bracketed[1];
  return hostHeader.replace(/:\d+$/, '');
}

function loopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
  } catch {
    // `null` (a sandboxed frame, a file) and anything unparsable are not loopback.
    return false;
  }
}

/**
 * Guards the admin routes (`/_fake/*`, no auth) so that a web page a developer happens to visit
 * cannot reconfigure or reset their fake: the request must be addressed to a loopback host (no DNS
 * rebinding), come from no browser origin or a loopback one, and declare JSON on every write,
 * bodyless ones included (an HTML form or a "simple" cross-site fetch can only send form or text
 * bodies, or none).
 */
export function adminGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Device and catalogue images are public, read-only assets the views load from whatever host
    // name reaches the server (a container's service name, a LAN address).
    if (c.req.method === 'GET' && c.req.path.startsWith('/_fake/images/')) return next();
    const host = c.req.header('host');
    if (host !== undefined && !isLoopbackHost(hostnameOf(host))) {
      throw new ApiError(403, 'forbidden', 'Admin routes answer only on a loopback host');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !loopbackOrigin(origin)) {
      throw new ApiError(403, 'forbidden', 'Admin routes accept only loopback origins');
    }
    const method = c.req.method;
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'Admin routes accept only application/json',
        );
      }
    }
    return next();
  };
}
