import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { configIssues } from './faults/admin-routes.js';
import { FaultRegistry } from './faults/fault-registry.js';
import { buildState } from './seed/build-state.js';
import { type FakeApiKeys, SEED_KEYS } from './seed/keys.js';
import {
  cancelTimers,
  type FakeApiConfig,
  type Runtime,
  type SeedOptions,
} from './state/runtime.js';

/** Options for {@link startFakeApi}. */
export interface FakeApiOptions {
  /** Port to listen on; 0 picks a free port. Default 8787. */
  port?: number;
  /** Interface to bind. Default '127.0.0.1'. */
  host?: string;
  /** Which world to load. Default 'default'; 'catalogue' is the default world with 2,000 models. */
  seed?: 'default' | 'scale' | 'empty' | 'catalogue';
  /** Device count for the scale seed (default 5000). */
  devices?: number;
  /** Access-code count for the scale seed (default 10000). */
  codes?: number;
  /** How long action attempts stay pending, in ms. Default 1000. */
  actionAttemptDelayMs?: number;
  /** Extra latency added to every provider call, in ms. Default 0. */
  latencyMs?: number;
  /** Fraction (0-1) of provider calls that fail with a 500. Default 0. */
  errorRate?: number;
  /** Log one line per request. Default false. */
  log?: boolean;
  /**
   * The fake's clock in ms since the epoch, read whenever the fake needs the time: time-bound
   * access codes change status as it passes their `starts_at` and `ends_at`, and every timestamp
   * the fake writes and every expiry it checks follow it. Default `Date.now`;
   * tests inject one to move through a code's window without waiting.
   */
  now?: () => number;
}

/** A running fake API. */
export interface FakeApiServer {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  url: string;
  port: number;
  /** Credentials the server accepts. */
  keys: FakeApiKeys;
  /** Stops listening and cancels pending action attempts. */
  close(): Promise<void>;
}

function seedOptions(options: FakeApiOptions): SeedOptions {
  return {
    seed: options.seed ?? 'default',
    devices: options.devices ?? 5000,
    codes: options.codes ?? 10_000,
  };
}

function initialConfig(options: FakeApiOptions): FakeApiConfig {
  return {
    latency_ms: options.latencyMs ?? 0,
    error_rate: options.errorRate ?? 0,
    action_attempt_delay_ms: options.actionAttemptDelayMs ?? 1000,
  };
}

function createRuntime(options: FakeApiOptions): Runtime {
  const config = initialConfig(options);
  const seed = seedOptions(options);
  const keys = { ...SEED_KEYS };
  // Read through the global at each call, so a test faking `Date` (vitest's fake timers) moves it.
  const now = options.now ?? (() => Date.now());
  return {
    // Replaced once the port is known, so image URLs are absolute.
    state: buildState({ ...seed, seed: 'empty' }, keys, '', now()),
    baseUrl: '',
    keys,
    seedOptions: seed,
    config: { ...config },
    initialConfig: config,
    faults: new FaultRegistry(),
    timers: new Set(),
    log: options.log ?? false,
    now,
  };
}

/** Restores the seed, clears faults and config overrides. */
function resetRuntime(rt: Runtime): void {
  cancelTimers(rt);
  rt.faults.clear();
  rt.config = { ...rt.initialConfig };
  rt.state = buildState(rt.seedOptions, rt.keys, rt.baseUrl, rt.now());
}

/**
 * Starts the fake provider API on loopback with a seeded workspace.
 *
 * @example
 * const api = await startFakeApi({ port: 0 });
 * await fetch(`${api.url}/devices/list`, { headers: { authorization: `Bearer ${api.keys.api_key}` } });
 * await api.close();
 */
export function startFakeApi(options: FakeApiOptions = {}): Promise<FakeApiServer> {
  // The start-up config gets the admin route's checks, so a delay that would overflow a timer or
  // an error rate above 1 fails here instead of misbehaving quietly.
  const issues = configIssues({ ...initialConfig(options) });
  if (issues.length > 0) {
    const detail = issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    return Promise.reject(new Error(`Invalid fake API options: ${detail}`));
  }
  const rt = createRuntime(options);
  const app = createApp(rt, () => resetRuntime(rt));
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 8787, hostname: host },
      (info: AddressInfo) => {
        const urlHost = host.includes(':') ? `[${host}]` : host;
        rt.baseUrl = `http://${urlHost}:${info.port}`;
        // Synchronous, so no request can arrive before the seed is in place.
        resetRuntime(rt);
        resolve({
          url: rt.baseUrl,
          port: info.port,
          keys: { ...rt.keys },
          close: () =>
            new Promise<void>((done) => {
              cancelTimers(rt);
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
    // Node closes an idle kept-alive connection after 5 s; a busy client whose timers run late can
    // send its next request on it just as it closes ("other side closed"). Idle connections to a
    // local fake cost nothing, so they are kept long enough for that race not to happen.
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
  });
}
