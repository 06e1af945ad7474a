/** Fault kinds the fake API can inject; see packages/fake-api. */
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
  error_type?: string;
  message?: string;
  /** For `slow`: milliseconds the answer is held. */
  latency_ms?: number;
}

/** Runtime knobs of the fake API. */
export interface FakeApiConfig {
  latency_ms?: number;
  error_rate?: number;
  action_attempt_delay_ms?: number;
}

/** The seeded credentials the fake API prints on start. */
export interface FakeApiKeys {
  api_key: string;
  publishable_key: string;
  user_identifier_key: string;
  client_session_token: string;
}

/** One usage event as the fake API's telemetry sink kept it. */
export interface TelemetryEvent {
  type: string;
  name?: string;
  userId?: string;
  groupId?: string;
}

/** One provider request the fake API answered. */
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
}

/** What a spec can do with the fake API behind the playground. */
export interface FakeApiHandle {
  url: string;
  keys: FakeApiKeys;
  reset(): Promise<void>;
  fault(options: FaultOptions): Promise<void>;
  clearFaults(): Promise<void>;
  config(options: FakeApiConfig): Promise<void>;
  /** Usage events the views sent to the fake API's telemetry sink, oldest first. */
  telemetry(): Promise<TelemetryEvent[]>;
  /** Provider requests the fake API answered since the last reset (or clear), oldest first. */
  requests(path?: string): Promise<LoggedRequest[]>;
  /** Empties the request log. */
  clearRequests(): Promise<void>;
  /** Takes a device offline or back online, as the provider would report it. */
  setOnline(deviceId: string, online: boolean): Promise<void>;
  /** Calls the provider API with the seeded API key and returns the parsed body. */
  api<T = Record<string, unknown>>(path: string, body?: Record<string, unknown>): Promise<T>;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) {
    throw new Error(`Fake API ${init.method ?? 'GET'} ${url} answered ${response.status}`);
  }
  return response;
}

/** Builds a handle on a running fake API (a worker's, see `workerFakeApi` in fixtures.ts). */
export function createFakeApiHandle(url: string, keys: FakeApiKeys): FakeApiHandle {
  const admin = (path: string, method: string, body?: unknown) =>
    send(`${url}/_fake/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    url,
    keys,
    reset: async () => void (await admin('reset', 'POST', {})),
    fault: async (options) => void (await admin('faults', 'POST', options)),
    clearFaults: async () => void (await admin('faults', 'DELETE')),
    config: async (options) => void (await admin('config', 'POST', options)),
    telemetry: async () => {
      const response = await send(`${url}/_fake/telemetry`, { method: 'GET' });
      return ((await response.json()) as { events: TelemetryEvent[] }).events;
    },
    requests: async (path) => {
      const query = path ? `?path=${encodeURIComponent(path)}` : '';
      const response = await send(`${url}/_fake/requests${query}`, { method: 'GET' });
      return ((await response.json()) as { requests: LoggedRequest[] }).requests;
    },
    clearRequests: async () => void (await admin('requests', 'DELETE')),
    setOnline: async (device_id, online) =>
      void (await admin('devices/connectivity', 'POST', { device_id, online })),
    api: async (path, body = {}) => {
      const response = await send(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${keys.api_key}` },
        body: JSON.stringify(body),
      });
      return response.json();
    },
  };
}
