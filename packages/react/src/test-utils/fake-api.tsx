import { type ClimateSettingSchedule, PorchlightClient } from '@porchlight/client';
import { type FakeApiOptions, type FakeApiServer, startFakeApi } from '@porchlight/fake-api';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useMemo } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { PorchlightProvider } from '../provider/PorchlightProvider.js';
import { NO_PROVIDER, PorchlightContext } from '../provider/porchlight-context.js';

/** A scripted fault of the fake API. */
export interface FaultOptions {
  path: string;
  status?: number;
  count?: number;
  kind?:
    | 'status'
    | 'slow'
    | 'drop'
    | 'malformed'
    | 'empty'
    | 'commit_drop'
    | 'commit_timeout'
    | 'action_error'
    | 'action_never';
  message?: string;
  /** For `slow`: milliseconds the call is held. */
  latency_ms?: number;
}

/** The fake API of the current test file, restarted state for each test. */
export interface FakeApiContext {
  server: FakeApiServer;
  client: PorchlightClient;
  /** Calls an admin route (`/_fake/…`) of the fake API. */
  admin(path: string, body?: unknown): Promise<void>;
  /** Injects a fault (`POST /_fake/faults`). */
  fault(options: FaultOptions): Promise<void>;
  /** Removes every scripted fault. */
  clearFaults(): Promise<void>;
  /** Calls the provider API with the seeded API key. */
  api<T>(path: string, body?: Record<string, unknown>): Promise<T>;
  /** The id of the seeded device with this name. */
  deviceId(name: string): Promise<string>;
  /** The climate setting schedules of the seeded thermostat with this name, as the API lists them. */
  schedulesOf(thermostat: string): Promise<ClimateSettingSchedule[]>;
}

/**
 * Starts the real fake API in-process for the test file (real HTTP over loopback) and resets its
 * state before each test.
 */
export function setupFakeApi(options: FakeApiOptions = {}): FakeApiContext {
  const context = {} as FakeApiContext;
  beforeAll(async () => {
    const server = await startFakeApi({ port: 0, actionAttemptDelayMs: 50, ...options });
    context.server = server;
    context.admin = async (path, body = {}) => {
      const response = await fetch(`${server.url}/_fake/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`admin ${path} answered ${response.status}`);
    };
    context.fault = (options) => context.admin('faults', options);
    context.clearFaults = async () => {
      const response = await fetch(`${server.url}/_fake/faults`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`clearing faults answered ${response.status}`);
    };
    context.api = async (path, body = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.keys.api_key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as never;
    };
    context.deviceId = async (name) => {
      const { devices } = await context.api<{
        devices: Array<{ device_id: string; properties: { name: string } }>;
      }>('/devices/list');
      const device = devices.find((d) => d.properties.name === name);
      if (!device) throw new Error(`no seeded device named ${name}`);
      return device.device_id;
    };
    context.schedulesOf = async (thermostat) => {
      const device_id = await context.deviceId(thermostat);
      const { climate_setting_schedules } = await context.api<{
        climate_setting_schedules: ClimateSettingSchedule[];
      }>('/thermostats/climate_setting_schedules/list', { device_id });
      return climate_setting_schedules;
    };
  });
  beforeEach(async () => {
    await context.admin('reset');
    // A fresh client per test: the fake API's state was reset, nothing carries over.
    context.client = new PorchlightClient(
      { apiKey: context.server.keys.api_key },
      // The fake API settles action attempts in 50 ms: the client's default 500 ms between polls
      // made each action wait half a second for nothing.
      {
        endpoint: context.server.url,
        retryDelay: 1,
        waitForActionAttempt: { pollingInterval: 10 },
      },
    );
  });
  afterEach(cleanup);
  afterAll(async () => {
    if (context.server) await assertTelemetryHoldsNoSecret(context.server);
    await context.server?.close();
  });
  return context;
}

/** A usage event the views sent to the fake API's telemetry sink. */
export interface TelemetryEvent {
  type: string;
  name?: string;
  userId?: string;
  groupId?: string;
}

/** The telemetry events the fake API received, oldest first. */
export async function telemetryEvents(server: FakeApiServer): Promise<TelemetryEvent[]> {
  const response = await fetch(`${server.url}/_fake/telemetry`);
  return ((await response.json()) as { events: TelemetryEvent[] }).events;
}

/** Forgets the telemetry events the fake API received. */
export async function clearTelemetry(server: FakeApiServer): Promise<void> {
  await fetch(`${server.url}/_fake/telemetry`, { method: 'DELETE' });
}

/** Fails the file when any telemetry event the views sent carries a key or token of the seed. */
async function assertTelemetryHoldsNoSecret(server: FakeApiServer): Promise<void> {
  const response = await fetch(`${server.url}/_fake/telemetry`);
  const sent = await response.text();
  const { api_key, client_session_token } = server.keys;
  for (const secret of [api_key, client_session_token]) {
    if (sent.includes(secret)) throw new Error('A telemetry event carried a secret of the seed');
  }
}

/**
 * A client of the fake API that notes each requested path in `requests`, in order, so a test can
 * prove what was (and was not) fetched.
 */
export function recordingClient(server: FakeApiServer, requests: string[]): PorchlightClient {
  return new PorchlightClient(
    { apiKey: server.keys.api_key },
    {
      endpoint: server.url,
      retryDelay: 1,
      // As for `setupFakeApi`'s client: no half-second wait between polls of an action attempt.
      waitForActionAttempt: { pollingInterval: 10 },
      fetch: (input, init) => {
        requests.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    },
  );
}

/** A query cache for tests: no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Renders a view inside a provider on the given client, with nothing injected and no telemetry. */
/** The provider as tests mount it: a given client and cache, no injected assets, no telemetry. */
export function TestProvider(props: {
  client: PorchlightClient;
  queryClient: QueryClient;
  children?: ReactNode;
}) {
  return (
    <PorchlightProvider
      client={props.client}
      queryClient={props.queryClient}
      disableCssInjection
      disableFontInjection
      disableTelemetry
    >
      {props.children}
    </PorchlightProvider>
  );
}

/**
 * What hooks see inside a provider that has no client yet (a publishable key still being
 * exchanged, or one that failed): queries idle, mutations raising the client-missing error.
 */
export function NoClientProvider(props: { queryClient: QueryClient; children?: ReactNode }) {
  const { queryClient } = props;
  const value = useMemo(() => ({ ...NO_PROVIDER, queryClient }), [queryClient]);
  return <PorchlightContext.Provider value={value}>{props.children}</PorchlightContext.Provider>;
}

/**
 * Renders `ui` under a provider that exchanges the seeded publishable key (user `user-1`) with the
 * fake API, as a host using a publishable key would.
 */
export function renderWithPublishableKey(server: FakeApiServer, ui: ReactElement) {
  return render(
    <PorchlightProvider
      disableCssInjection
      disableFontInjection
      disableTelemetry
      publishableKey={server.keys.publishable_key}
      userIdentifierKey="user-1"
      endpoint={server.url}
      queryClient={testQueryClient()}
    >
      {ui}
    </PorchlightProvider>,
  );
}

export function renderWithClient(
  ui: ReactElement,
  client: PorchlightClient,
  queryClient: QueryClient = testQueryClient(),
) {
  // A wrapper (not a parent element) so `rerender` keeps the provider and its cache.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
  return render(ui, { wrapper });
}

/** A device as the API returns it, with whatever fields a test needs. */
export function rawDevice(patch: Record<string, unknown>): Record<string, unknown> {
  return {
    device_id: 'd1',
    device_type: 'yale_lock',
    connected_account_id: 'acct1',
    capabilities_supported: ['access_code', 'lock'],
    errors: [],
    warnings: [],
    created_at: '2024-01-01T00:00:00.000Z',
    workspace_id: 'w1',
    ...patch,
  };
}

/**
 * A client over a `fetch` stub that answers device calls with the given (possibly malformed)
 * devices: for shapes the fake API never produces.
 */
export function stubClient(devices: Array<Record<string, unknown>>): PorchlightClient {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const fetchStub = async (input: string, init: RequestInit) => {
    const url = new URL(input);
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url.pathname === '/devices/list') return json({ devices, ok: true });
    if (url.pathname === '/devices/get') {
      const id = body.device_id ?? url.searchParams.get('device_id');
      const device = devices.find((d) => d.device_id === id);
      if (device) return json({ device, ok: true });
      return new Response(
        JSON.stringify({ error: { type: 'device_not_found', message: 'Not found' } }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    if (url.pathname === '/access_codes/list') return json({ access_codes: [], ok: true });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  };
  return new PorchlightClient(
    { apiKey: 'seam_apikey1_stub' },
    { endpoint: 'http://stub.test', fetch: fetchStub, retries: 0 },
  );
}
