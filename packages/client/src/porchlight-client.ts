import {
  assertResolveOptions,
  type ResolveActionAttemptOptions,
} from './action-attempts/resolve-action-attempt.js';
import {
  getAuthHeaders,
  type PorchlightAuthMode,
  type PorchlightCredentials,
} from './auth/credentials.js';
import { CLIENT_SESSION_TOKEN_PREFIX, isClientSessionToken } from './auth/key-prefixes.js';
import { getPublishableKeyHeaders } from './auth/publishable-key.js';
import { resolveUserIdentifierKey } from './auth/user-identifier-key.js';
import { assertClientOptionKeys } from './client-option-keys.js';
import type { CatalogueDeviceModels } from './device-catalogue/device-catalogue.js';
import { DeviceCatalogue } from './device-catalogue/device-catalogue.js';
import { PorchlightError, PorchlightInvalidOptionsError } from './errors/porchlight-error.js';
import type { ClientSession } from './models.js';
import { type AccessCodes, accessCodes } from './resources/access-codes.js';
import { type Acs, acs } from './resources/acs.js';
import { type ActionAttempts, actionAttempts } from './resources/action-attempts.js';
import { type ClientSessions, clientSessions } from './resources/client-sessions.js';
import { type ConnectWebviews, connectWebviews } from './resources/connect-webviews.js';
import { type ConnectedAccounts, connectedAccounts } from './resources/connected-accounts.js';
import { type Devices, devices } from './resources/devices.js';
import { type Events, events } from './resources/events.js';
import { type Locks, locks } from './resources/locks.js';
import { type Networks, networks } from './resources/networks.js';
import { type NoiseSensors, noiseSensors } from './resources/noise-sensors.js';
import { bindNamespace } from './resources/operations.js';
import { type Phones, phones } from './resources/phones.js';
import type { ResourceContext } from './resources/resource-context.js';
import { type Thermostats, thermostats } from './resources/thermostats.js';
import { type UserIdentities, userIdentities } from './resources/user-identities.js';
import { type Webhooks, webhooks } from './resources/webhooks.js';
import { type Workspaces, workspaces } from './resources/workspaces.js';
import {
  abortReason,
  abortWith,
  assertCallOptions,
  isAbsentOrNonNegative,
  untilAborted,
} from './transport/abort.js';
import { endpointProblem } from './transport/endpoint.js';
import { type FetchLike, HttpClient, type RequestOptions } from './transport/http-client.js';
import { DEFAULT_ENDPOINT } from './version.js';

/** Transport and behaviour options of a {@link PorchlightClient}. */
export interface PorchlightClientOptions {
  /** Provider base URL (default `https://connect.getseam.com`). */
  endpoint?: string | undefined;
  /** `fetch` implementation (default: the global one). */
  fetch?: FetchLike | undefined;
  /** Milliseconds a call may take, retries included (default 30 000, so a dead server never hangs a view; 0 for no limit). */
  timeout?: number | undefined;
  /** Retries of idempotent requests on network errors and 5xx (default 2). */
  retries?: number | undefined;
  /** Delay before the first retry in ms; doubles each retry (default 50). */
  retryDelay?: number | undefined;
  /** Default of the per-call `waitForActionAttempt` option (default: wait up to 60 000 ms). */
  waitForActionAttempt?: boolean | ResolveActionAttemptOptions | undefined;
  /** Receives warnings (insecure user identifier key, ephemeral fingerprint); default `console.warn`. */
  onWarning?: ((message: string) => void) | undefined;
}

/**
 * Typed client of the device-access provider API. Namespaces mirror the API's paths in
 * camelCase and take and return the API's snake_case fields.
 *
 * @example
 * const client = new PorchlightClient({ apiKey: 'seam_…' });
 * const codes = await client.accessCodes.list({ device_id });
 */
export class PorchlightClient {
  // Public fields are assigned in the constructor, so they are `declare`d: no empty definition of
  // each is emitted first.
  /** Base URL every request goes to. */
  declare readonly endpoint: string;
  /**
   * The kind of credential this client authenticates with. A client session (also what a
   * publishable key is exchanged for) may not call server-only endpoints such as
   * `connectedAccounts.get`, so a UI can skip them instead of spending a request on a 403.
   */
  declare readonly authMode: PorchlightAuthMode;
  #clientSession: ClientSession | null;
  #sessionRead: Promise<ClientSession> | undefined;
  /** Access codes (PINs) of locks: `/access_codes/*`, unmanaged and simulated codes included. */
  declare readonly accessCodes: AccessCodes;
  /** Access control systems: `/acs/*` (systems, users, credentials, entrances…). */
  declare readonly acs: Acs;
  /** Action attempts, the outcome of a lock, unlock or thermostat action: `/action_attempts/*`. */
  declare readonly actionAttempts: ActionAttempts;
  /** Client sessions, the per-end-user tokens a host hands to the browser: `/client_sessions/*`. */
  declare readonly clientSessions: ClientSessions;
  /** Connect Webviews, where an end user links a device account: `/connect_webviews/*`. */
  declare readonly connectWebviews: ConnectWebviews;
  /** Device accounts an end user has linked: `/connected_accounts/*`. */
  declare readonly connectedAccounts: ConnectedAccounts;
  /** Devices of every kind: `/devices/*`, unmanaged and simulated devices included. */
  declare readonly devices: Devices;
  /** Events the provider recorded (device offline, code set, …): `/events/*`. */
  declare readonly events: Events;
  /** Locks, including locking and unlocking a door: `/locks/*`. */
  declare readonly locks: Locks;
  /** Networks, looked up by id or listed: `/networks/*`. */
  declare readonly networks: Networks;
  /** Noise sensors and their thresholds: `/noise_sensors/*`. */
  declare readonly noiseSensors: NoiseSensors;
  /** End users' phones (mobile credentials), listed and deactivated: `/phones/*`. */
  declare readonly phones: Phones;
  /** Thermostats, their climate actions and climate setting schedules: `/thermostats/*`. */
  declare readonly thermostats: Thermostats;
  /** User identities, one person across access systems: `/user_identities/*`. */
  declare readonly userIdentities: UserIdentities;
  /** Webhooks the provider delivers events to: `/webhooks/*`. */
  declare readonly webhooks: Webhooks;
  /** Workspaces, including resetting a sandbox: `/workspaces/*`. */
  declare readonly workspaces: Workspaces;
  /** Internal device catalogue (manufacturers, device models); requires acknowledgement. */
  declare readonly deviceCatalogue: DeviceCatalogue;
  /** Same as `deviceCatalogue.deviceModels` (the spec's "internal device_models list"). */
  declare readonly deviceModels: CatalogueDeviceModels;

  /**
   * @param credentials `{ apiKey }`, `{ clientSessionToken }` or `{ personalAccessToken, workspaceId }`.
   * @param options transport and behaviour options.
   * @param clientSession the session the token belongs to, when known (kept as `clientSession`).
   * @throws {PorchlightInvalidOptionsError} when the credentials break a provider rule.
   */
  constructor(
    credentials: PorchlightCredentials,
    options: PorchlightClientOptions = {},
    clientSession: ClientSession | null = null,
  ) {
    const auth = getAuthHeaders(credentials);
    const http = createHttpClient(options, auth.headers, auth.secrets);
    const context: ResourceContext = {
      http,
      waitForActionAttempt: options.waitForActionAttempt ?? true,
    };
    this.endpoint = http.endpoint;
    this.#clientSession = clientSession;
    this.authMode = auth.kind;
    this.deviceCatalogue = new DeviceCatalogue(context);
    this.deviceModels = this.deviceCatalogue.deviceModels;
    // One table of every namespace, bound at once: the minified bundle names each namespace once
    // rather than in a field, an assignment and a call apiece.
    Object.assign(
      this,
      bindNamespace(context, {
        accessCodes,
        acs,
        actionAttempts,
        clientSessions,
        connectWebviews,
        connectedAccounts,
        devices,
        events,
        locks,
        networks,
        noiseSensors,
        phones,
        thermostats,
        userIdentities,
        webhooks,
        workspaces,
      }),
    );
  }

  /**
   * The client session behind this client: known at once when it came from a publishable key,
   * after {@link PorchlightClient.resolveClientSession} when built on a client session token, and
   * `null` for API keys and personal access tokens, which belong to no end user.
   */
  get clientSession(): ClientSession | null {
    return this.#clientSession;
  }

  /**
   * Returns {@link PorchlightClient.clientSession}, reading it once with `GET /client_sessions/get`
   * when the client was built on a bare client session token, so the end user can be identified in
   * every auth mode. Resolves to `null` for credentials that carry no session.
   *
   * @throws {PorchlightError} when the session cannot be read (the client itself stays usable).
   */
  async resolveClientSession(options?: RequestOptions): Promise<ClientSession | null> {
    if (this.#clientSession || this.authMode !== 'client_session_token') {
      return this.#clientSession;
    }
    // Providers (or elements) mounting together all ask at once: one read serves them. It is not
    // tied to any caller's signal, so one caller leaving never fails the others; a failed read is
    // not kept, and the next call tries again.
    this.#sessionRead ??= this.clientSessions
      .get(undefined, { ...options, signal: undefined })
      .then((session) => {
        this.#clientSession = session as ClientSession;
        return this.#clientSession;
      })
      .finally(() => {
        this.#sessionRead = undefined;
      });
    return untilAborted(this.#sessionRead, options?.signal);
  }

  /**
   * Exchanges a publishable key and a user identifier key for a client session
   * (`POST /client_sessions/get_or_create`) and returns a client using its token.
   *
   * Without a user identifier key, a fingerprint kept in localStorage stands in (with a warning
   * that the session is effectively ephemeral); an e-mail-shaped key is warned about as insecure.
   *
   * @param publishableKey the workspace's publishable key (`seam_pk…`).
   * @param userIdentifierKey who the end user is; a fingerprint stands in when absent.
   * @param options transport and behaviour options, kept by the returned client.
   * @param requestOptions per-call options of the exchange request only, as every method takes:
   * `signal` aborts it (the promise rejects with the signal's reason) and `timeout` bounds it in
   * place of `options.timeout`. The returned client does not keep them.
   * @throws {PorchlightInvalidOptionsError} 'Invalid publishableKey' or a missing user identifier key.
   * @throws {PorchlightError} 'Failed to get client session token' when the answer has no usable
   * token.
   */
  static async fromPublishableKey(
    publishableKey: string,
    userIdentifierKey?: string | null,
    options: PorchlightClientOptions = {},
    requestOptions?: RequestOptions,
  ): Promise<PorchlightClient> {
    const headers = getPublishableKeyHeaders(publishableKey);
    // Options first: a bad onWarning would otherwise fail as a TypeError on the first warning.
    const http = createHttpClient(options, headers, [publishableKey]);
    const key = resolveUserIdentifierKey(userIdentifierKey, options.onWarning);
    assertCallOptions(requestOptions);
    const signal = requestOptions?.signal;
    // Nothing is sent for a caller that has already left, as for any call (with an AbortError
    // where signals have no `reason`, as every call rejects there).
    if (signal?.aborted) throw abortReason(signal);
    const timeout = requestOptions?.timeout ?? options.timeout;
    const session = await joinExchange(
      options.fetch,
      [http.endpoint, publishableKey, key, timeout],
      signal,
      (shared) =>
        http
          .write<{ client_session?: ClientSession } | undefined>(
            '/client_sessions/get_or_create',
            { user_identifier_key: key },
            undefined,
            { timeout, signal: shared },
          )
          .then((body) => body?.client_session),
    );
    if (typeof session?.token !== 'string' || session.token === '') {
      throw new PorchlightError('Failed to get client session token');
    }
    // The provider's answer, not the caller's options, is at fault here: say so.
    if (!isClientSessionToken(session.token)) {
      throw new PorchlightError(
        `Failed to get client session token: the provider returned a token without the ${CLIENT_SESSION_TOKEN_PREFIX} prefix`,
      );
    }
    return new PorchlightClient({ clientSessionToken: session.token }, options, session);
  }
}

// Publishable-key exchanges on their way, by what they send. Callers asking at once (two
// providers with one key) share one POST, as concurrent get_or_create calls for one user could
// create two sessions. The shared request ends when the last caller waiting for it leaves (its
// signal aborts), as a caller's own request would; an entry leaves when its exchange settles or
// is abandoned, so the next call starts afresh.
interface SharedExchange {
  fetch: FetchLike | undefined;
  controller: AbortController;
  /** Callers still waiting; those without a signal never leave. */
  waiting: number;
  promise: Promise<ClientSession | undefined>;
}

const exchanges = new Map<string, SharedExchange>();

const joinExchange = (
  fetch: FetchLike | undefined,
  request: readonly unknown[],
  signal: AbortSignal | undefined,
  start: (signal: AbortSignal) => Promise<ClientSession | undefined>,
): Promise<ClientSession | undefined> => {
  const id = JSON.stringify(request);
  let entry = exchanges.get(id);
  // Only through the same fetch: a host's fetch may add headers or route elsewhere.
  if (entry === undefined || entry.fetch !== fetch) {
    const controller = new AbortController();
    const created: SharedExchange = {
      fetch,
      controller,
      waiting: 0,
      promise: Promise.resolve(undefined),
    };
    created.promise = start(controller.signal).finally(() => {
      if (exchanges.get(id) === created) exchanges.delete(id);
    });
    exchanges.set(id, created);
    entry = created;
  }
  const shared = entry;
  shared.waiting += 1;
  if (signal !== undefined) {
    const leave = () => {
      shared.waiting -= 1;
      if (shared.waiting > 0) return;
      // Nobody is left to use it: end the request, and let the next caller start afresh.
      if (exchanges.get(id) === shared) exchanges.delete(id);
      abortWith(shared.controller, abortReason(signal));
    };
    signal.addEventListener('abort', leave, { once: true });
    shared.promise.finally(() => signal.removeEventListener('abort', leave)).catch(() => undefined);
  }
  return untilAborted(shared.promise, signal);
};

// Validates the transport options once, so a typo fails at construction rather than per call.
const createHttpClient = (
  options: PorchlightClientOptions,
  headers: Record<string, string>,
  secrets: string[],
): HttpClient => {
  if (typeof options !== 'object' || options === null) {
    throw new PorchlightInvalidOptionsError('options must be an object');
  }
  assertClientOptionKeys(options, secrets);
  const endpoint = options.endpoint ?? DEFAULT_ENDPOINT;
  const problem = endpointProblem(endpoint);
  if (problem !== undefined) throw new PorchlightInvalidOptionsError(problem);
  if (!isAbsentOrNonNegative(options.timeout)) {
    throw new PorchlightInvalidOptionsError(
      'timeout must be a non-negative number of milliseconds',
    );
  }
  if (!isAbsentOrNonNegative(options.retries) || !Number.isInteger(options.retries ?? 0)) {
    throw new PorchlightInvalidOptionsError('retries must be a non-negative integer');
  }
  if (!isAbsentOrNonNegative(options.retryDelay)) {
    throw new PorchlightInvalidOptionsError(
      'retryDelay must be a non-negative number of milliseconds',
    );
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw new PorchlightInvalidOptionsError('fetch must be a function');
  }
  if (options.onWarning !== undefined && typeof options.onWarning !== 'function') {
    throw new PorchlightInvalidOptionsError('onWarning must be a function that takes the message');
  }
  const wait = options.waitForActionAttempt;
  if (typeof wait === 'object' && wait !== null) assertResolveOptions(wait);
  else if (wait !== undefined && typeof wait !== 'boolean') {
    throw new PorchlightInvalidOptionsError(
      'waitForActionAttempt must be a boolean or { timeout, pollingInterval }',
    );
  }
  return new HttpClient({ ...options, endpoint, headers, secrets });
};
