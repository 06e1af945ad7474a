import {
  assertSessionProps,
  type PorchlightClient,
  PorchlightInvalidPropsError,
  TelemetryClient,
} from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactElement, type ReactNode, useMemo, useRef, useState } from 'react';
import { mergeMessages, type PorchlightMessagesOverride } from '../messages/index.js';
import { MessagesContext } from '../messages/messages-context.js';
import { cx } from '../ui/cx.js';
import { assertHeadingLevel } from '../ui/Heading.js';
import { assertLocale } from '../ui/locale.js';
import { OutlivingNotices } from '../ui/OutlivingNotices.js';
import type { PorchlightLateFailure } from '../ui/outliving-notice.js';
import { useClientLayoutEffect } from '../ui/use-client-layout-effect.js';
import { claimCache } from './cache-claim.js';
import { createDefaultQueryClient } from './default-query-client.js';
import { type HeadingLevel, PorchlightContext } from './porchlight-context.js';
import { useAssetInjection } from './use-asset-injection.js';
import { useCacheGuard } from './use-cache-guard.js';
import { useQueryClientMount } from './use-query-client-mount.js';
import { useSessionClient } from './use-session-client.js';
import { useSessionIdentity } from './use-session-identity.js';

/** The fixed class of the element that wraps every Porchlight view. */
export const WRAPPER_CLASS_NAME = 'porchlight-components';

/**
 * Props of {@link PorchlightProvider}: exactly one of `client`, `clientSessionToken` or
 * `publishableKey` (with `userIdentifierKey`), checked by the compiler as well as at run time.
 */
export type PorchlightProviderProps =
  | PorchlightProviderClientProps
  | PorchlightProviderClientSessionTokenProps
  | PorchlightProviderPublishableKeyProps;

/** The provider on a ready client, which already knows its endpoint. */
export interface PorchlightProviderClientProps extends PorchlightProviderCommonProps {
  /**
   * A ready client; combines with no other credential. Keep its identity: create it once (module
   * scope, `useState` or `useMemo`), since a new client is a new session and empties the cache.
   */
  client: PorchlightClient | null | undefined;
  /** Not with a client: the client already carries its credential. */
  clientSessionToken?: null | undefined;
  /** Not with a client: the client already carries its credential. */
  publishableKey?: null | undefined;
  /** Not with a client: the client's session already names its user. */
  userIdentifierKey?: null | undefined;
  /** Not with a client: create the client with `{ endpoint }` instead. */
  endpoint?: undefined;
}

/** The provider on a client session token made by the host's server. */
export interface PorchlightProviderClientSessionTokenProps extends PorchlightProviderCommonProps {
  /** A client session token (`seam_cst…`). */
  clientSessionToken: string | null | undefined;
  /** Not with a token: pass the client or the token, not both. */
  client?: null | undefined;
  /** Not with a token: the token is already a session, nothing is left to exchange. */
  publishableKey?: null | undefined;
  /** Not with a token: the session already names its user. */
  userIdentifierKey?: null | undefined;
  /** API endpoint; defaults to the provider's connect host. */
  endpoint?: string | undefined;
}

/** The provider on a publishable key, exchanged for a client session of the user. */
export interface PorchlightProviderPublishableKeyProps extends PorchlightProviderCommonProps {
  /** A publishable key (`seam_pk…`), exchanged for a client session with the user identifier key. */
  publishableKey: string | null | undefined;
  /**
   * Identifies the end user of a publishable key; never an e-mail address (warned as insecure).
   * Left out, a random fingerprint kept in the browser's localStorage stands in, with a warning:
   * the session is then bound to this browser, so pass it whenever the user is known.
   */
  userIdentifierKey?: string | null | undefined;
  /** Not with a publishable key: pass the client or the key, not both. */
  client?: null | undefined;
  /** Not with a publishable key: the key is exchanged for a session token itself. */
  clientSessionToken?: null | undefined;
  /** API endpoint; defaults to the provider's connect host. */
  endpoint?: string | undefined;
}

/** Props of {@link PorchlightProvider} that every credential takes. */
export interface PorchlightProviderCommonProps {
  /** The host's tree; Porchlight's views and hooks work anywhere inside it. */
  children?: ReactNode;
  /**
   * A host-owned TanStack QueryClient for Porchlight's queries (to share one cache with the host's
   * own). The provider passes it to its hooks itself: components of the host inside it still get
   * the host's `QueryClientProvider` from `useQueryClient()`. A new one (a cache per signed-in
   * user) mounts every Porchlight view anew on it, as TanStack's observers stay on the cache they
   * were made with; a host component calling Porchlight's hooks itself needs a `key` that changes
   * with the cache for the same reason.
   */
  queryClient?: QueryClient | undefined;
  /**
   * Called once per client, with that client — `@seamapi/react`'s signature, so hosts can switch —
   * once its session is known: at once for a publishable key, after one `GET /client_sessions/get`
   * for a client session token, at once for API keys (no end user). The session is
   * `client.clientSession`.
   */
  onSessionUpdate?: ((client: PorchlightClient) => void) | undefined;
  /**
   * Called with a save's failure that landed after the person left its screen and no Porchlight
   * view is left to say it: a thermostat or schedule save still running when the host unmounted
   * the view (its `onBack` routing away) or the whole provider. The host's own toast shows it
   * instead of the provider's snackbar, which is otherwise drawn at the foot of the provider's
   * wrapper (announced assertively, focus left where it is). While the public view that started
   * the save is still mounted, that view says it and this is not called; a success is never told.
   */
  onLateFailure?: ((failure: PorchlightLateFailure) => void) | undefined;
  /** Do not inject the stylesheet (import `@porchlight/react/index.css` instead). */
  disableCssInjection?: boolean | undefined;
  /** Do not inject the web font. */
  disableFontInjection?: boolean | undefined;
  /** Send no telemetry. */
  disableTelemetry?: boolean | undefined;
  /** A host-made telemetry client to use instead of the provider's own. */
  telemetryClient?: TelemetryClient | undefined;
  /** Inject the unminified stylesheet (debugging). */
  unminifiedCss?: boolean | undefined;
  /** The anchor's spelling of {@link PorchlightProviderProps.unminifiedCss}, so hosts can switch. */
  unminifiyCss?: boolean | undefined;
  /** Where the versioned stylesheet is served from. */
  cssBaseUrl?: string | undefined;
  /** The web font stylesheet URL. */
  fontUrl?: string | undefined;
  /** The page's Content-Security-Policy nonce, put on the injected stylesheet and font links. */
  nonce?: string | undefined;
  /** Colour theme; `system` follows the person's OS setting. */
  theme?: 'light' | 'dark' | 'system' | undefined;
  /** Overrides for any user-facing string. */
  messages?: PorchlightMessagesOverride | undefined;
  /** Level of the views' top headings (default 2), so the host page's outline stays valid. */
  headingLevel?: HeadingLevel | undefined;
  /**
   * The BCP 47 language tag dates are formatted in (`"fr-FR"`), to match the language of the
   * `messages` given; by default the browser's language. Times stay in each view's time zone.
   */
  locale?: string | undefined;
  /** Extra class on the wrapper element. */
  className?: string | undefined;
}

/**
 * Wires Porchlight into a host app: creates the client from the credentials, provides the query
 * cache, injects styles and font, and wraps the views in one themed element.
 */
export function PorchlightProvider(props: PorchlightProviderProps): ReactElement {
  const { client, clientSessionToken, publishableKey, userIdentifierKey } = props;
  // Invalid combinations are programming errors: throw during render, as the spec requires.
  assertSessionProps({ client, clientSessionToken, publishableKey, userIdentifierKey });
  assertClientHasNoEndpoint(client, props.endpoint);
  assertIsPorchlightClient(client);
  assertHeadingLevel(props.headingLevel);
  assertLocale(props.locale);
  assertTheme(props.theme);
  assertCssBaseUrl(props.cssBaseUrl);
  assertCallback(
    'onLateFailure',
    props.onLateFailure,
    "onLateFailure={(failure) => showToast(failure.message)}, or leave it out for the provider's own snackbar",
  );
  assertCallback(
    'onSessionUpdate',
    props.onSessionUpdate,
    'onSessionUpdate={(client) => { … }}, or leave it out',
  );
  assertHostInstances(props.queryClient, props.telemetryClient);

  const session = useSessionClient(
    { client, clientSessionToken, publishableKey, userIdentifierKey },
    props.endpoint ? { endpoint: props.endpoint } : {},
  );
  const [ownQueryClient] = useState(createDefaultQueryClient);
  const queryClient = props.queryClient ?? ownQueryClient;
  useQueryClientMount(queryClient);
  // Telemetry goes where the data goes: a ready client's endpoint unless the host names one.
  const telemetry = useTelemetry(
    props.endpoint ?? props.client?.endpoint,
    props.disableTelemetry ?? false,
    props.telemetryClient,
  );
  const wrapper = useRef<HTMLDivElement>(null);
  useAssetInjection(props, wrapper);
  const cacheOwner =
    client ??
    JSON.stringify([clientSessionToken, publishableKey, userIdentifierKey, props.endpoint]);
  claimCache(queryClient, cacheOwner);
  useCacheGuard(queryClient, cacheOwner);
  useSessionIdentity(session.client, telemetry, props.onSessionUpdate);

  const messages = useMemo(() => mergeMessages(props.messages), [props.messages]);
  const context = useMemo(
    () => ({
      client: session.client,
      clientError: session.error,
      clientPaused: session.paused,
      retryClient: session.retry,
      telemetry,
      headingLevel: props.headingLevel ?? 2,
      locale: props.locale ?? undefined,
      queryClient,
    }),
    [
      session.client,
      session.error,
      session.paused,
      session.retry,
      telemetry,
      props.headingLevel,
      props.locale,
      queryClient,
    ],
  );
  const classes = cx(
    WRAPPER_CLASS_NAME,
    `porchlight-theme-${props.theme ?? 'light'}`,
    props.className,
  );

  // No QueryClientProvider: the hooks take the cache from this context, so a host's own
  // `useQueryClient()` under the provider still finds the host's cache.
  return (
    <PorchlightContext.Provider value={context}>
      <MessagesContext.Provider value={messages}>
        <div ref={wrapper} className={classes}>
          {/* Outermost: a save's failure still lands here after the host unmounted its view. */}
          <OutlivingNotices onLateFailure={props.onLateFailure}>{props.children}</OutlivingNotices>
        </div>
      </MessagesContext.Provider>
    </PorchlightContext.Provider>
  );
}

/** A ready client already knows where it calls; a second endpoint beside it would be ignored. */
function assertClientHasNoEndpoint(
  client: PorchlightClient | null | undefined,
  endpoint: string | undefined,
): void {
  if (client && endpoint !== undefined) {
    throw new PorchlightInvalidPropsError(
      `client cannot be combined with endpoint: create the client with new PorchlightClient(credentials, { endpoint: '${endpoint}' }) and pass only client`,
    );
  }
}

/**
 * Another SDK's client (`@seamapi/react` takes a `SeamHttp`) has none of the methods the views
 * call: every view would only say it could not load. Duck-typed, not `instanceof`: a host with
 * its own copy of `@porchlight/client` passes a working client of another class object.
 */
function assertIsPorchlightClient(client: unknown): void {
  if (client === null || client === undefined) return;
  const candidate = client as { resolveClientSession?: unknown; endpoint?: unknown };
  if (
    typeof candidate.resolveClientSession === 'function' &&
    typeof candidate.endpoint === 'string'
  ) {
    return;
  }
  throw new PorchlightInvalidPropsError(
    'client must be a PorchlightClient (new PorchlightClient(credentials, { endpoint })); for a client of another SDK pass its clientSessionToken, or publishableKey and userIdentifierKey, instead',
  );
}

const THEMES: ReadonlyArray<unknown> = ['light', 'dark', 'system'];

/** A theme the stylesheet does not know would silently draw the light one. */
function assertTheme(theme: unknown): void {
  if (theme === undefined || THEMES.includes(theme)) return;
  throw new PorchlightInvalidPropsError(
    `theme must be 'light', 'dark' or 'system', got ${JSON.stringify(String(theme).slice(0, 20))}: pass theme="dark", or theme="system" to follow the person's setting`,
  );
}

/** The stylesheet's file name is appended to the base: a file there is fetched as a 404. */
function assertCssBaseUrl(cssBaseUrl: unknown): void {
  if (typeof cssBaseUrl !== 'string' || !/\.css(?:[?#].*)?$/i.test(cssBaseUrl)) return;
  const folder = cssBaseUrl.replace(/[^/]*\.css(?:[?#].*)?$/i, '');
  throw new PorchlightInvalidPropsError(
    `cssBaseUrl is the folder that holds index.min.css, not the stylesheet itself: pass cssBaseUrl="${folder}" (and unminifiedCss for index.css)`,
  );
}

/**
 * A callback prop that is not a function would throw only when it is called (a save failing late,
 * a new session), far from the mistake, and what it should have told the host be lost.
 */
function assertCallback(name: string, value: unknown, usage: string): void {
  if (value === undefined || value === null || typeof value === 'function') return;
  throw new PorchlightInvalidPropsError(
    `${name} must be a function, got ${typeof value}: pass ${usage}`,
  );
}

const hasMethods = (value: unknown, methods: readonly string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');

/**
 * Anything else would fail deep inside TanStack Query or the telemetry calls with a bare
 * TypeError that takes the whole provider down. Checked by shape, not `instanceof`: a host may
 * hold its own copy of either package.
 */
function assertHostInstances(queryClient: unknown, telemetryClient: unknown): void {
  if (queryClient != null && !hasMethods(queryClient, ['getQueryCache', 'mount', 'unmount'])) {
    throw new PorchlightInvalidPropsError(
      "queryClient must be a TanStack Query QueryClient: pass queryClient={new QueryClient()} (from @tanstack/react-query), or leave it out for the provider's own cache",
    );
  }
  if (telemetryClient != null && !hasMethods(telemetryClient, ['page', 'track', 'disable'])) {
    throw new PorchlightInvalidPropsError(
      'telemetryClient must be a TelemetryClient: pass telemetryClient={new TelemetryClient({ endpoint })} (from @porchlight/client), or leave it out, or set disableTelemetry',
    );
  }
}

function useTelemetry(
  endpoint: string | undefined,
  disabled: boolean,
  hostClient: TelemetryClient | undefined,
): TelemetryClient {
  const telemetry = useMemo(
    () => hostClient ?? new TelemetryClient({ ...(endpoint ? { endpoint } : {}), disabled }),
    [hostClient, endpoint, disabled],
  );
  // A host's own client is switched off too when the host asks for no telemetry: in a layout
  // effect, so before the views' passive effects report their screens. Switched on again when
  // the host allows telemetry (a consent flow) or the provider goes, since the client is the
  // host's; one the host had switched off itself stays off.
  useClientLayoutEffect(() => {
    if (!hostClient || !disabled || hostClient.isDisabled) return;
    hostClient.disable();
    return () => hostClient.disable(false);
  }, [hostClient, disabled]);
  // In a layout effect, before the views' passive effects report their screens; once per client,
  // so StrictMode's replayed effect sends no second page.
  const paged = useRef<TelemetryClient | null>(null);
  useClientLayoutEffect(() => {
    if (paged.current === telemetry) return;
    paged.current = telemetry;
    telemetry.page('porchlight-provider');
  }, [telemetry]);
  return telemetry;
}
