import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { adminGuard } from './faults/admin-guard.js';
import { logRequest, registerAdminRoutes } from './faults/admin-routes.js';
import { faultMiddleware } from './faults/fault-middleware.js';
import { registerAccessCodeRoutes } from './routes/access-codes.js';
import { registerActionAttemptRoutes } from './routes/action-attempts.js';
import { ApiError, MAX_BODY_BYTES, tooLarge } from './routes/api-error.js';
import type { AppEnv } from './routes/app-env.js';
import { registerClientSessionRoutes } from './routes/client-sessions.js';
import { registerClimateScheduleRoutes } from './routes/climate-setting-schedules.js';
import { registerConnectWebviewRoutes } from './routes/connect-webviews.js';
import { registerDeviceDbRoutes } from './routes/devicedb.js';
import { registerDeviceRoutes } from './routes/devices.js';
import { registerImageRoutes } from './routes/images.js';
import { registerLockRoutes } from './routes/locks.js';
import { registerTelemetryRoutes } from './routes/telemetry.js';
import { registerThermostatRoutes } from './routes/thermostats.js';
import { registerUnmanagedAccessCodeRoutes } from './routes/unmanaged-access-codes.js';
import { registerUnmanagedDeviceRoutes } from './routes/unmanaged-devices.js';
import { registerWorkspaceRoutes } from './routes/workspace-routes.js';
import { syncCodeWindows, windowsChanged } from './state/code-windows.js';
import { scopeStateBySession } from './state/credential-scope.js';
import type { Runtime } from './state/runtime.js';

/** Name of the response header carrying the request id (the provider's own name). */
export const REQUEST_ID_HEADER = 'seam-request-id';

function errorResponse(c: Parameters<Parameters<Hono<AppEnv>['onError']>[0]>[1], error: ApiError) {
  const body = {
    error: {
      type: error.type,
      message: error.message,
      request_id: c.get('requestId'),
      ...(error.validationErrors ? { validation_errors: error.validationErrors } : {}),
    },
    ok: false,
  };
  return c.json(body, error.status as 400);
}

export { MAX_BODY_BYTES } from './routes/api-error.js';

/** Builds the Hono app over a runtime; `reset` restores the seed. */
export function createApp(rt: Runtime, reset: () => void): Hono<AppEnv> {
  scopeStateBySession(rt);
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (c.req.method !== 'OPTIONS' && !c.req.path.startsWith('/_fake/')) {
      logRequest(rt, { method: c.req.method, path: c.req.path, status: c.res.status });
    }
    // stderr: stdout's first line is the CLI's JSON, which scripts read to find the server.
    if (rt.log) console.error(`${c.req.method} ${c.req.path} ${c.res.status}`);
  });
  // Before CORS, so a foreign page's preflight to an admin route is refused too.
  app.use('/_fake/*', adminGuard());
  // Request headers are reflected, so any client header (retry counts, SDK names) is allowed; the
  // Origin is echoed with credentials allowed, as the real API does for clients that send cookies
  // (a browser refuses `*` for a credentialed request).
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      credentials: true,
      exposeHeaders: [REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  // After CORS, so a browser can read the 413.
  app.use('*', async (c, next) => {
    // From the Node request when there is one: building the fetch Request this early (to read a
    // header) makes it before the route can, which a test DOM's globals do not survive.
    const raw = (c.env as { incoming?: { headers: Record<string, unknown> } } | undefined)
      ?.incoming;
    const length = Number(
      raw ? (raw.headers['content-length'] ?? 0) : (c.req.header('content-length') ?? 0),
    );
    if (length > MAX_BODY_BYTES) {
      // The body is never read, so the connection cannot carry another request.
      c.header('connection', 'close');
      return errorResponse(c, tooLarge());
    }
    return next();
  });
  // Time-bound codes change status as their windows open and end, brought up to the clock before
  // anything reads them. A request that may have written (anything but a get or a list) makes the
  // next one look at every code again: it may have changed a window, a status or a lock's link.
  app.use('*', async (c, next) => {
    syncCodeWindows(rt);
    await next();
    if (!/\/(get|list)$/.test(c.req.path)) windowsChanged(rt);
  });
  app.use('*', faultMiddleware(rt));
  registerImageRoutes(app);
  registerAdminRoutes(app, rt, reset);
  registerDeviceRoutes(app, rt);
  registerLockRoutes(app, rt);
  registerAccessCodeRoutes(app, rt);
  registerActionAttemptRoutes(app, rt);
  registerClientSessionRoutes(app, rt);
  registerWorkspaceRoutes(app, rt, reset);
  registerThermostatRoutes(app, rt);
  registerClimateScheduleRoutes(app, rt);
  registerDeviceDbRoutes(app, rt);
  registerUnmanagedDeviceRoutes(app, rt);
  registerUnmanagedAccessCodeRoutes(app, rt);
  registerConnectWebviewRoutes(app, rt);
  registerTelemetryRoutes(app, rt);
  app.notFound((c) =>
    errorResponse(c, new ApiError(404, 'not_found', `No route for ${c.req.method} ${c.req.path}`)),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error(error);
    return errorResponse(c, new ApiError(500, 'internal_server_error', 'Internal server error'));
  });
  return app;
}
