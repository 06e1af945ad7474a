import { PorchlightProvider } from '@porchlight/react';
import { useEffect, useRef } from 'react';
import { findPage } from './pages/registry.js';
import { specsOf, ViewDocs } from './pages/ViewDocs.js';
import { ConnectionBoundary } from './shell/ConnectionBoundary.js';
import { ConnectionPanel } from './shell/ConnectionPanel.js';
import { CLIENT_OPTION_PARAMS, readClientOptions } from './shell/client-options.js';
import {
  type Connection,
  connectionKey,
  LEGACY_TOKEN_PARAM,
  readConnection,
  writeConnection,
} from './shell/connection.js';
import { Nav } from './shell/Nav.js';
import { loadSessionToken, saveSessionToken } from './shell/session-token-store.js';
import { useHostClient } from './shell/use-host-client.js';
import { useUrlParams } from './shell/use-url-params.js';

type Theme = 'light' | 'dark' | 'system';

function readTheme(params: URLSearchParams): Theme {
  const theme = params.get('theme');
  return theme === 'dark' || theme === 'system' ? theme : 'light';
}

function credentials(connection: Connection) {
  return connection.mode === 'client-session-token'
    ? { clientSessionToken: connection.clientSessionToken }
    : {
        publishableKey: connection.publishableKey,
        userIdentifierKey: connection.userIdentifierKey,
      };
}

/** What the playground shows while it builds its own client (see `client-options.ts`). */
function HostClientStatus({ error, onRetry }: { error: Error | null; onRetry(): void }) {
  if (!error) return <p role="status">Connecting…</p>;
  return (
    <p role="alert">
      The playground could not connect: {error.message}{' '}
      <button type="button" onClick={onRetry}>
        Connect again
      </button>
    </p>
  );
}

/**
 * Moves focus to the page's main region when a page change (a view's callback such as Edit or
 * Back, or the browser's Back) removed the focused control, so a keyboard user goes on from the
 * new view instead of from the top of the document. Focus a view placed itself is left alone.
 */
function useFocusAfterPageChange(params: URLSearchParams) {
  const main = useRef<HTMLElement>(null);
  const search = params.toString();
  const previous = useRef(search);
  useEffect(() => {
    if (previous.current === search) return;
    previous.current = search;
    const active = document.activeElement;
    if (active === null || active === document.body) main.current?.focus();
  }, [search]);
  return main;
}

/** The host application: a shell around one Porchlight view at a time. */
export function App() {
  const [params, setParams] = useUrlParams();
  const connection = readConnection(params, loadSessionToken());
  // An old link carrying the token: keep the token for this tab and take it out of the URL (and
  // so out of history) at once.
  useEffect(() => {
    if (!params.has(LEGACY_TOKEN_PARAM)) return;
    const legacy = readConnection(params);
    if (legacy.mode === 'client-session-token') saveSessionToken(legacy.clientSessionToken);
    window.history.replaceState(null, '', `?${writeConnection(params, legacy).toString()}`);
  }, [params]);
  const theme = readTheme(params);
  const clientOptions = readClientOptions(params);
  const hostClient = useHostClient(connection, clientOptions);
  const page = findPage(params.get('page'));
  const PageComponent = page.component;

  const paramsFor = (pageId: string, extra: Record<string, string> = {}) => {
    const next = writeConnection(new URLSearchParams(), connection);
    next.set('page', pageId);
    if (params.has('theme')) next.set('theme', theme);
    for (const name of CLIENT_OPTION_PARAMS) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    for (const [key, value] of Object.entries(extra)) next.set(key, value);
    return next;
  };

  const navigate = (pageId: string, extra?: Record<string, string>) =>
    setParams(paramsFor(pageId, extra));
  const main = useFocusAfterPageChange(params);

  return (
    <div className={`playground playground--${theme}`}>
      <header className="playground-header">
        <h1>Porchlight playground</h1>
        <label className="playground-theme">
          Theme
          <select
            value={theme}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('theme', event.target.value);
              setParams(next);
            }}
          >
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="system">System</option>
          </select>
        </label>
      </header>
      <ConnectionPanel
        key={connectionKey(connection)}
        connection={connection}
        onConnect={(next) => {
          saveSessionToken(next.mode === 'client-session-token' ? next.clientSessionToken : null);
          setParams(writeConnection(params, next));
        }}
      />
      <div className="playground-body">
        <Nav current={page.id} hrefFor={(id) => `?${paramsFor(id).toString()}`} onOpen={navigate} />
        <main ref={main} className="playground-main" aria-label={page.title} tabIndex={-1}>
          {clientOptions && !hostClient.client ? (
            <HostClientStatus error={hostClient.error} onRetry={hostClient.retry} />
          ) : (
            <ConnectionBoundary key={connectionKey(connection)}>
              <PorchlightProvider
                theme={theme}
                {...(hostClient.client
                  ? { client: hostClient.client }
                  : { endpoint: connection.endpoint, ...credentials(connection) })}
              >
                <PageComponent params={params} navigate={navigate} />
              </PorchlightProvider>
            </ConnectionBoundary>
          )}
          {page.tags ? (
            <details className="playground-view-docs">
              <summary>Props and code to copy</summary>
              {specsOf(page.tags).map((spec) => (
                <ViewDocs key={spec.tag} spec={spec} />
              ))}
            </details>
          ) : null}
        </main>
      </div>
    </div>
  );
}
