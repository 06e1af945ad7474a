import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { deviceProviders } from '../seed/device-providers.js';
import type { Runtime } from '../state/runtime.js';
import type { ConnectWebview } from '../state/types.js';
import { invalidInput, notFound, type ValidationIssue } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { liveSessions } from './auth.js';
import { defineRoute, type Params } from './define-route.js';

function checkUrls(p: Params): ValidationIssue[] {
  return (['custom_redirect_url', 'custom_redirect_failure_url'] as const)
    .filter((key) => typeof p[key] === 'string' && !URL.canParse(p[key] as string))
    .map((key) => ({ path: [key], message: 'Invalid url' }));
}

/** Providers for a category; `stable` when none is named, as the provider defaults. */
function providersFor(rt: Runtime, category: unknown): string[] {
  const wanted = typeof category === 'string' ? category : 'stable';
  return deviceProviders(rt.baseUrl)
    .filter((p) => (p.provider_categories as string[]).includes(wanted))
    .map((p) => p.device_provider_name);
}

function build(rt: Runtime, p: Params): ConnectWebview {
  const id = randomUUID();
  const explicit = p.accepted_providers as string[] | undefined;
  return {
    connect_webview_id: id,
    workspace_id: rt.state.workspace.workspace_id,
    created_at: new Date(rt.now()).toISOString(),
    connected_account_id: null,
    // Served by no page: the fake has no login flow, but the URL must be absolute and local.
    url: `${rt.baseUrl}/_fake/connect_webviews/${id}`,
    device_selection_mode:
      (p.device_selection_mode as ConnectWebview['device_selection_mode']) ?? 'none',
    accepted_providers: explicit ?? providersFor(rt, p.provider_category),
    accepted_devices: [],
    any_device_allowed: false,
    any_provider_allowed: explicit === undefined && p.provider_category === undefined,
    login_successful: false,
    status: 'pending',
    custom_redirect_url: (p.custom_redirect_url as string | undefined) ?? null,
    custom_redirect_failure_url: (p.custom_redirect_failure_url as string | undefined) ?? null,
    custom_metadata: withoutNulls(p.custom_metadata),
    automatically_manage_new_devices: p.automatically_manage_new_devices !== false,
    wait_for_device_creation: p.wait_for_device_creation === true,
    authorized_at: null,
    selected_provider: null,
  };
}

/** `null` metadata values mean "unset" on writes, so they are never stored. */
function withoutNulls(value: unknown): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value))
    if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
  return out;
}

function get(rt: Runtime, id: unknown): ConnectWebview {
  const webview = rt.state.connectWebviews.get(id as string);
  if (!webview) throw notFound('connect_webview');
  return webview;
}

/** Webviews a user's unexpired client sessions were granted. */
function forUser(rt: Runtime, key: unknown): Set<string> {
  const ids = new Set<string>();
  for (const s of liveSessions(rt))
    if (s.user_identifier_key === key) for (const id of s.connect_webview_ids) ids.add(id);
  return ids;
}

/** `/connect_webviews/*` and `/devices/list_device_providers`. */
export function registerConnectWebviewRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/connect_webviews/create', ({ params, auth }) => {
    const issues = checkUrls(params);
    if (issues.length > 0) throw invalidInput(issues);
    const webview = build(rt, params);
    rt.state.connectWebviews.set(webview.connect_webview_id, webview);
    // A webview made with a client session belongs to that session, as on the provider.
    if (auth.kind === 'client_session')
      auth.session.connect_webview_ids.push(webview.connect_webview_id);
    return { connect_webview: webview };
  });
  defineRoute(app, rt, '/connect_webviews/get', ({ params }) => ({
    connect_webview: get(rt, params.connect_webview_id),
  }));
  defineRoute(app, rt, '/connect_webviews/list', ({ params }) => {
    const wanted = params.custom_metadata_has as Record<string, unknown> | undefined;
    const allowed =
      params.user_identifier_key === undefined
        ? undefined
        : forUser(rt, params.user_identifier_key);
    const connect_webviews = [...rt.state.connectWebviews.values()].filter(
      (w) =>
        (!allowed || allowed.has(w.connect_webview_id)) &&
        Object.entries(wanted ?? {}).every(
          ([k, v]) => Object.hasOwn(w.custom_metadata, k) && w.custom_metadata[k] === v,
        ),
    );
    return { connect_webviews };
  });
  defineRoute(app, rt, '/connect_webviews/delete', ({ params }) => {
    const webview = get(rt, params.connect_webview_id);
    rt.state.connectWebviews.delete(webview.connect_webview_id);
    for (const s of rt.state.clientSessions.values())
      s.connect_webview_ids = s.connect_webview_ids.filter(
        (id) => id !== webview.connect_webview_id,
      );
    return {};
  });
  defineRoute(app, rt, '/devices/list_device_providers', ({ params }) => ({
    device_providers: deviceProviders(rt.baseUrl).filter(
      (p) =>
        params.provider_category === undefined ||
        (p.provider_categories as string[]).includes(params.provider_category as string),
    ),
  }));
}
