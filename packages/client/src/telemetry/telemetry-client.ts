import { randomId } from '../random-id.js';
import { abortWith, timerDelay, untilAborted } from '../transport/abort.js';
import { endpointProblem } from '../transport/endpoint.js';
import { callableFetch, type FetchLike } from '../transport/http-client.js';
import { DEFAULT_ENDPOINT, LIBRARY_VERSION } from '../version.js';
import { collectContext } from './context.js';
import type {
  Properties,
  TelemetryContext,
  TelemetryMessage,
  TelemetryPayload,
  Traits,
} from './types.js';

/** Options of {@link TelemetryClient}. */
export interface TelemetryClientOptions {
  /** Provider endpoint; events go to `{endpoint}/internal/tlmtry`. */
  endpoint?: string;
  /** Logs every call and every failure to the console. */
  debug?: boolean;
  /** Sends nothing at all. */
  disabled?: boolean;
  /** `fetch` implementation the events are posted with (default: the global one). */
  fetch?: FetchLike;
  /** Reported as `context.library` (defaults to the views' name and version 2.12.1). */
  library?: TelemetryContext['library'];
  /** Milliseconds one event may take before it is given up (default 10 000). */
  timeout?: number;
}

/** How long one telemetry request may take before it is abandoned. */
export const DEFAULT_TELEMETRY_TIMEOUT = 10_000;

/**
 * Usage events (page, screen, track, group, identify, alias) for the provider's telemetry
 * endpoint. Events are sent one after another in call order; a failure never throws and is only
 * logged in debug mode.
 */
export class TelemetryClient {
  /** Null for an endpoint the client would refuse (`ftp://…`, a query): nothing is sent there. */
  readonly #endpoint: string | null;
  readonly #fetch: FetchLike;
  readonly #library: TelemetryContext['library'];
  readonly #timeout: number;
  #debug: boolean;
  #disabled: boolean;
  #anonymousId: string | undefined = randomId();
  #user: { userId: string; traits: Traits } | undefined;
  #queue: Promise<void> = Promise.resolve();

  constructor(options: TelemetryClientOptions = {}) {
    const endpoint = options.endpoint ?? DEFAULT_ENDPOINT;
    this.#endpoint =
      typeof endpoint === 'string' && endpointProblem(endpoint) === undefined
        ? endpoint.replace(/\/+$/, '')
        : null;
    this.#fetch = callableFetch(options.fetch);
    this.#library = options.library ?? { name: '@porchlight/react', version: LIBRARY_VERSION };
    this.#debug = options.debug ?? false;
    this.#disabled = options.disabled ?? false;
    const timeout = options.timeout;
    // A bad value must not throw into the host either: it falls back to the default.
    this.#timeout =
      typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
        ? timeout
        : DEFAULT_TELEMETRY_TIMEOUT;
  }

  /** Turns debug logging on or off; returns the current setting. */
  debug(debug?: boolean): boolean {
    if (debug !== undefined) this.#debug = debug;
    return this.#debug;
  }

  /** Stops or resumes sending. */
  disable(disabled = true): void {
    this.#disabled = disabled;
  }

  /** Whether sending is stopped (by the `disabled` option or {@link disable}). */
  get isDisabled(): boolean {
    return this.#disabled;
  }

  /** Records a page view. */
  page(name: string, properties: Properties = {}): void {
    this.#push({ type: 'page', name, properties });
  }

  /** Records a screen view. */
  screen(name: string, properties: Properties = {}): void {
    this.#push({ type: 'screen', name, properties });
  }

  /** Records an action. */
  track(event: string, properties: Properties = {}): void {
    this.#push({ type: 'track', event, properties });
  }

  /** Associates the user with a group (e.g. a workspace). */
  group(groupId: string, traits: Traits = {}): void {
    this.#push({ type: 'group', groupId, traits });
  }

  /** Identifies the user; later events carry this user id instead of the anonymous id. */
  identify(userId: string, traits: Traits = {}): void {
    const previous = this.#user?.userId === userId ? this.#user.traits : {};
    this.#user = { userId, traits: { ...previous, ...traits } };
    this.#anonymousId = undefined;
    this.#push({ type: 'identify', userId, traits: this.#user.traits });
  }

  /** Links a new user id to the previous one (or to the anonymous id). */
  alias(userId: string, previousId?: string): void {
    const resolved = previousId ?? this.#user?.userId ?? this.#anonymousId;
    if (resolved === undefined) return;
    this.#push({ type: 'alias', userId, previousId: resolved });
  }

  /** Resolves once every event queued so far has been sent (or has failed). */
  flush(): Promise<void> {
    return this.#queue;
  }

  #push(message: TelemetryMessage): void {
    // Telemetry must never break the host: logging (circular or bigint properties) and reading
    // the environment can throw, so the whole step is guarded, not only the request.
    try {
      this.#log(message);
      const endpoint = this.#endpoint;
      if (this.#disabled || endpoint === null) return;
      const payload: TelemetryPayload = {
        userId: this.#user?.userId,
        anonymousId: this.#anonymousId,
        ...message,
        messageId: randomId(),
        timestamp: new Date().toISOString(),
        context: collectContext(this.#library, this.#user?.traits),
      };
      this.#queue = this.#queue.then(() => this.#send(endpoint, payload));
    } catch (error) {
      if (this.#debug) console.error(error);
    }
  }

  async #send(endpoint: string, payload: TelemetryPayload): Promise<void> {
    // Events are sent one after another, so a request that never answers would hold back every
    // later event (and `flush()`) forever: each one is abandoned after the timeout.
    const controller = new AbortController();
    const timer = setTimeout(
      // abortWith: where signals have no `reason`, the debug log would otherwise say "aborted".
      () =>
        abortWith(controller, new Error(`Telemetry request timed out after ${this.#timeout} ms`)),
      timerDelay(this.#timeout),
    );
    try {
      // Raced against the signal: a host's fetch that drops `signal` (a polyfill, a wrapper
      // rebuilding `init`) would otherwise still hold the queue.
      const response = await untilAborted(
        this.#fetch(`${endpoint}/internal/tlmtry`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal: controller.signal,
        }),
        controller.signal,
      );
      // Read to the end rather than cancelled: browsers log a cancelled request as a failure.
      await untilAborted(response.arrayBuffer(), controller.signal).catch(() => undefined);
      if (!response.ok) {
        throw new Error(
          `Telemetry request failed with status ${response.status} ${response.statusText}`.trim(),
        );
      }
    } catch (error) {
      if (this.#debug) console.error(error);
    } finally {
      clearTimeout(timer);
    }
  }

  #log(message: TelemetryMessage): void {
    if (this.#debug) console.log(`TelemetryClient.${message.type}`, JSON.stringify(message));
  }
}
