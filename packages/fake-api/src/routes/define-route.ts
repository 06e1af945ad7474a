import type { Hono } from 'hono';
import { requestSchemas } from '../generated/request-schemas.js';
import { runAsSession } from '../state/credential-scope.js';
import type { Runtime } from '../state/runtime.js';
import { invalidInput, type ValidationIssue } from './api-error.js';
import type { AppContext, AppEnv } from './app-env.js';
import { type AuthContext, authenticate, requirePermission } from './auth.js';
import { readParams } from './params.js';
import type { ContractRoute } from './schema-types.js';
import { validate, withoutShapeRules } from './validate.js';

/** Loosely typed request parameters, already checked against the route's schema. */
export type Params = Record<string, unknown>;

/** What a route handler sees. */
export interface RouteRequest {
  params: Params;
  auth: AuthContext;
  rt: Runtime;
  c: AppContext;
}

/** A handler answers the response body without `ok`; errors are thrown as `ApiError`. */
export type RouteHandler = (
  req: RouteRequest,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

export interface RouteOptions {
  /** Schema for paths the contract does not list (the device catalogue). */
  schema?: ContractRoute;
  allowPublishableKey?: boolean;
  /**
   * Top-level parameters whose string shape rules (length, pattern) the handler checks itself, in
   * product terms and at least as strictly as the contract; see `withoutShapeRules`.
   */
  ownShapeRules?: readonly string[];
}

/** A page size below 1 (or a fraction) is refused rather than read as "no limit". */
function limitIssues(params: Params): ValidationIssue[] {
  const limit = params.limit;
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return [];
  if (!Number.isInteger(limit))
    return [{ path: ['limit'], message: 'Expected integer, received float' }];
  if (limit < 1) return [{ path: ['limit'], message: 'Number must be greater than or equal to 1' }];
  return [];
}

const READ_PATH = /\/(get|list|list_[a-z_]+)$/;

function methodsFor(path: string, route: ContractRoute): string[] {
  const methods = new Set(route.methods);
  // Reads answer GET with query parameters as well as POST with a body, as the provider does.
  if (READ_PATH.test(path)) {
    methods.add('GET');
    methods.add('POST');
  }
  return [...methods];
}

/** Registers a route with auth, contract-driven parameter validation and the `ok` envelope. */
export function defineRoute(
  app: Hono<AppEnv>,
  rt: Runtime,
  path: string,
  handler: RouteHandler,
  options: RouteOptions = {},
): void {
  const route = options.schema ?? requestSchemas[path];
  if (!route) throw new Error(`No request schema for ${path}`);
  const schema = options.ownShapeRules
    ? withoutShapeRules(route.body, options.ownShapeRules)
    : route.body;
  app.on(methodsFor(path, route), path, async (c) => {
    const auth = authenticate(c, rt, options.allowPublishableKey);
    requirePermission(auth, route.security, path);
    const params = await readParams(c, route);
    const issues = [...validate(schema, params), ...limitIssues(params)];
    if (issues.length > 0) throw invalidInput(issues);
    // A client session's handler (and the action attempts it schedules) sees only its grants.
    const run = () => handler({ params, auth, rt, c });
    const body =
      auth.kind === 'client_session' ? await runAsSession(auth.session, run) : await run();
    return c.json({ ...body, ok: true });
  });
}
