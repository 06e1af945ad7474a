import {
  createClientFromProps,
  PorchlightClient,
  PorchlightClientMissingError,
  PorchlightInvalidOptionsError,
  TelemetryClient,
} from '@porchlight/client';
import {
  type QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Component, type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDevices } from '../hooks/devices/use-devices.js';
import { useToggleLock } from '../hooks/devices/use-toggle-lock.js';
import { PorchlightSessionChangedError } from '../hooks/use-session-mutation.js';
import { useMessages } from '../messages/messages-context.js';
import { findSnackbar, querySnackbar } from '../test-utils/announcements.js';
import {
  clearTelemetry,
  rawDevice,
  recordingClient,
  renderWithPublishableKey,
  setupFakeApi,
  stubClient,
  type TelemetryEvent,
  telemetryEvents,
  testQueryClient,
} from '../test-utils/fake-api.js';
import { hookProbe } from '../test-utils/hook-probe.js';
import { DeviceDetails, DeviceTable } from '../views/navigation.js';
import {
  PorchlightProvider,
  type PorchlightProviderCommonProps,
  type PorchlightProviderProps,
} from './PorchlightProvider.js';
import { useClient, usePorchlight } from './porchlight-context.js';

const api = setupFakeApi();

const quiet: PorchlightProviderCommonProps = {
  disableCssInjection: true,
  disableFontInjection: true,
  disableTelemetry: true,
};

/** Renders under an error boundary and holds what it caught (an error thrown after an effect). */
function renderCatching(ui: ReactNode): { error: unknown } {
  const caught: { error: unknown } = { error: null };
  class Catcher extends Component<{ children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: unknown) {
      caught.error = error;
    }
    override render() {
      return this.state.failed ? null : this.props.children;
    }
  }
  render(<Catcher>{ui}</Catcher>);
  return caught;
}

const injected = (marker: string) =>
  document.head.querySelectorAll(`link[data-porchlight="${marker}"]`);

beforeEach(() => {
  for (const link of document.head.querySelectorAll('link[data-porchlight]')) link.remove();
});

describe('invalid props', () => {
  // React reports render errors on the console as well; keep the output readable.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const client = () =>
    new PorchlightClient({ apiKey: 'seam_apikey1_x' }, { endpoint: 'http://x.test' });
  // Loose objects, as a JavaScript host may pass them: TypeScript refuses each (see below).
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    [
      'client with publishableKey',
      { client: client(), publishableKey: 'seam_pk1_x' },
      /client cannot be combined with publishableKey/,
    ],
    [
      'client with userIdentifierKey',
      { client: client(), userIdentifierKey: 'user-1' },
      /client cannot be combined with userIdentifierKey/,
    ],
    [
      'client with clientSessionToken',
      { client: client(), clientSessionToken: 'seam_cst1_x' },
      /client cannot be combined with clientSessionToken/,
    ],
    [
      'client with endpoint (the client carries its own)',
      { client: client(), endpoint: 'http://other.test' },
      /client cannot be combined with endpoint/,
    ],
    [
      'publishableKey with clientSessionToken',
      { publishableKey: 'seam_pk1_x', clientSessionToken: 'seam_cst1_x' },
      /clientSessionToken cannot be combined with publishableKey/,
    ],
    [
      'clientSessionToken with userIdentifierKey',
      { clientSessionToken: 'seam_cst1_x', userIdentifierKey: 'user-1' },
      /clientSessionToken cannot be combined with userIdentifierKey/,
    ],
    [
      "another SDK's client",
      { client: { devices: {}, accessCodes: {} } },
      /client must be a PorchlightClient .* pass its clientSessionToken/,
    ],
    [
      'a theme the stylesheet does not know',
      { client: client(), theme: 'Dark' },
      /theme must be 'light', 'dark' or 'system', got "Dark"/,
    ],
    [
      'a string as onSessionUpdate',
      { client: client(), onSessionUpdate: 'notify' },
      /onSessionUpdate must be a function, got string: pass onSessionUpdate=\{\(client\) =>/,
    ],
    [
      'something else as queryClient',
      { client: client(), queryClient: {} },
      /queryClient must be a TanStack Query QueryClient: pass queryClient=\{new QueryClient\(\)\}/,
    ],
    [
      'something else as telemetryClient',
      { client: client(), telemetryClient: { page: () => undefined } },
      /telemetryClient must be a TelemetryClient: pass telemetryClient=\{new TelemetryClient/,
    ],
    [
      'the stylesheet file as cssBaseUrl',
      { client: client(), cssBaseUrl: 'https://cdn.example/porchlight/index.min.css' },
      /cssBaseUrl is the folder .* pass cssBaseUrl="https:\/\/cdn\.example\/porchlight\/"/,
    ],
  ];
  for (const [name, props, reason] of cases) {
    it(`refuses ${name}, saying invalid props and why`, () => {
      const loose = props as unknown as PorchlightProviderProps;
      expect(() => render(<PorchlightProvider {...quiet} {...loose} />)).toThrow(/invalid props/i);
      expect(() => render(<PorchlightProvider {...quiet} {...loose} />)).toThrow(reason);
    });
  }

  it('refuses the same combinations at compile time', () => {
    const c = client();
    const unchecked = () => [
      // @ts-expect-error client with publishableKey
      <PorchlightProvider key="1" client={c} publishableKey="seam_pk1_x" />,
      // @ts-expect-error client with userIdentifierKey
      <PorchlightProvider key="2" client={c} userIdentifierKey="user-1" />,
      // @ts-expect-error client with clientSessionToken
      <PorchlightProvider key="3" client={c} clientSessionToken="seam_cst1_x" />,
      // @ts-expect-error client with endpoint
      <PorchlightProvider key="4" client={c} endpoint="http://other.test" />,
      // @ts-expect-error publishableKey with clientSessionToken
      <PorchlightProvider key="5" publishableKey="seam_pk1_x" clientSessionToken="seam_cst1_x" />,
      // @ts-expect-error clientSessionToken with userIdentifierKey
      <PorchlightProvider key="6" clientSessionToken="seam_cst1_x" userIdentifierKey="user-1" />,
      // Each credential alone, and values that may be undefined, compile.
      <PorchlightProvider key="7" client={c} />,
      <PorchlightProvider key="8" clientSessionToken={process.env.TOKEN} endpoint="http://x" />,
      <PorchlightProvider key="9" publishableKey={process.env.KEY} userIdentifierKey="user-1" />,
    ];
    expect(unchecked).toBeTypeOf('function');
  });

  it('needs a client, a client session token or a publishable key', () => {
    // @ts-expect-error no credential: refused at compile time too
    expect(() => render(<PorchlightProvider {...quiet} />)).toThrow(
      'Missing either a client, publishableKey, or clientSessionToken',
    );
    expect(() =>
      render(
        // @ts-expect-error a user identifier key needs a publishable key
        <PorchlightProvider
          {...quiet}
          client={null}
          clientSessionToken={null}
          userIdentifierKey="u"
        />,
      ),
    ).toThrow('Missing either a client, publishableKey, or clientSessionToken');
  });
});

describe('assets', () => {
  it('injects the minified versioned stylesheet and the font once, however many providers mount', () => {
    render(
      <>
        <PorchlightProvider client={api.client} disableTelemetry />
        <PorchlightProvider client={api.client} disableTelemetry />
      </>,
    );
    render(<PorchlightProvider client={api.client} disableTelemetry />);
    expect(injected('stylesheet')).toHaveLength(1);
    expect(injected('font')).toHaveLength(1);
    const css = injected('stylesheet')[0] as HTMLLinkElement;
    expect(css.getAttribute('href')).toMatch(
      /@porchlight\/react@\d+\.\d+\.\d+\/dist\/index\.min\.css$/,
    );
    expect(css.rel).toBe('stylesheet');
    expect((injected('font')[0] as HTMLLinkElement).getAttribute('href')).toContain(
      'wght@400;600;700',
    );
  });

  it('honours the base URL, the unminified flag and the font URL', () => {
    render(
      <PorchlightProvider
        client={api.client}
        disableTelemetry
        cssBaseUrl="https://cdn.example/porchlight/"
        unminifiedCss
        fontUrl="https://fonts.example/font.css"
      />,
    );
    expect(injected('stylesheet')[0]?.getAttribute('href')).toBe(
      'https://cdn.example/porchlight/index.css',
    );
    expect(injected('font')[0]?.getAttribute('href')).toBe('https://fonts.example/font.css');
  });

  it('puts the Content-Security-Policy nonce on the injected stylesheet and font', () => {
    render(<PorchlightProvider client={api.client} disableTelemetry nonce="r4nd0m" />);
    expect((injected('stylesheet')[0] as HTMLLinkElement).nonce).toBe('r4nd0m');
    expect((injected('font')[0] as HTMLLinkElement).nonce).toBe('r4nd0m');
  });

  it('injects again with the nonce a host learns after its first render', () => {
    const { rerender } = render(<PorchlightProvider client={api.client} disableTelemetry />);
    expect(injected('stylesheet')[0]?.hasAttribute('nonce')).toBe(false);
    rerender(<PorchlightProvider client={api.client} disableTelemetry nonce="l4t3r" />);
    expect(injected('stylesheet')).toHaveLength(1);
    expect((injected('stylesheet')[0] as HTMLLinkElement).nonce).toBe('l4t3r');
    expect((injected('font')[0] as HTMLLinkElement).nonce).toBe('l4t3r');
    // A provider without a nonce beside it keeps the nonced link.
    render(<PorchlightProvider client={api.client} disableTelemetry />);
    expect((injected('stylesheet')[0] as HTMLLinkElement).nonce).toBe('l4t3r');
  });

  it('follows a base URL that changes after mounting', () => {
    const { rerender } = render(<PorchlightProvider client={api.client} disableTelemetry />);
    rerender(
      <PorchlightProvider client={api.client} disableTelemetry cssBaseUrl="https://cdn.example" />,
    );
    expect(injected('stylesheet')).toHaveLength(1);
    expect(injected('stylesheet')[0]?.getAttribute('href')).toBe(
      'https://cdn.example/index.min.css',
    );
  });

  it('adds no nonce when the host gives none', () => {
    render(<PorchlightProvider client={api.client} disableTelemetry />);
    expect(injected('stylesheet')[0]?.hasAttribute('nonce')).toBe(false);
  });

  it('injects nothing when both injections are disabled', () => {
    render(<PorchlightProvider client={api.client} {...quiet} />);
    expect(injected('stylesheet')).toHaveLength(0);
    expect(injected('font')).toHaveLength(0);
  });

  it("places its stylesheet before the host's, so host rules win a tie", () => {
    const host = document.createElement('style');
    host.textContent = '.porchlight-components { --pl-color-primary: red; }';
    document.head.append(host);
    try {
      render(<PorchlightProvider client={api.client} disableTelemetry disableFontInjection />);
      const [link] = injected('stylesheet');
      expect(link).toBeDefined();
      expect(document.head.firstElementChild).toBe(link);
    } finally {
      host.remove();
    }
  });

  it('can disable the stylesheet and keep the font', () => {
    render(<PorchlightProvider client={api.client} disableTelemetry disableCssInjection />);
    expect(injected('stylesheet')).toHaveLength(0);
    expect(injected('font')).toHaveLength(1);
  });
});

describe('wrapper and theme', () => {
  it('wraps the views in the fixed class with the theme class', () => {
    const { container, rerender } = render(
      <PorchlightProvider client={api.client} {...quiet} className="host-extra">
        <p>child</p>
      </PorchlightProvider>,
    );
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.classList.contains('porchlight-components')).toBe(true);
    expect(wrapper.classList.contains('porchlight-theme-light')).toBe(true);
    expect(wrapper.classList.contains('host-extra')).toBe(true);
    expect(wrapper.textContent).toBe('child');
    rerender(<PorchlightProvider client={api.client} {...quiet} theme="dark" />);
    expect(wrapper.className).toContain('porchlight-theme-dark');
    rerender(<PorchlightProvider client={api.client} {...quiet} theme="system" />);
    expect(wrapper.className).toContain('porchlight-theme-system');
  });
});

describe('messages', () => {
  function Probe() {
    const { devices, common } = useMessages();
    return (
      <p>
        {devices.deviceIssues(2)} / {common.tryAgain}
      </p>
    );
  }

  it('applies host overrides and keeps the defaults for the rest', async () => {
    render(
      <PorchlightProvider
        client={api.client}
        {...quiet}
        queryClient={testQueryClient()}
        messages={{
          devices: {
            deviceIssues: (n) => `${n} Geräteprobleme`,
            devicesHeading: (n) => `Geräte (${n})`,
          },
        }}
      >
        <Probe />
        <DeviceTable />
      </PorchlightProvider>,
    );
    expect(screen.getByText('2 Geräteprobleme / Try again')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Geräte (13)' })).toBeTruthy();
  });
});

describe('query client', () => {
  it('brings its own with the spec defaults: 5-minute cache, 3 retries, delay up to 30 s', () => {
    let defaults: ReturnType<QueryClient['getDefaultOptions']> = {};
    function Probe() {
      defaults = usePorchlight().queryClient?.getDefaultOptions() ?? {};
      return null;
    }
    render(
      <PorchlightProvider client={api.client} {...quiet}>
        <Probe />
      </PorchlightProvider>,
    );
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    // Up to 3 retries of what the client has not already retried (see default-query-client.test).
    const retry = defaults.queries?.retry as (count: number, error: Error) => boolean;
    expect([0, 1, 2, 3].map((count) => retry(count, new Error('x')))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const delay = defaults.queries?.retryDelay as (attempt: number, error: Error) => number;
    expect(delay(0, new Error('x'))).toBeGreaterThan(0);
    expect(delay(1, new Error('x'))).toBeGreaterThan(delay(0, new Error('x')));
    expect(delay(20, new Error('x'))).toBe(30_000);
  });

  it('uses the host one when given, so the host shares the cache', async () => {
    const queryClient = testQueryClient();
    render(
      <PorchlightProvider client={api.client} {...quiet} queryClient={queryClient}>
        <DeviceTable />
      </PorchlightProvider>,
    );
    await screen.findByRole('heading', { name: 'Devices (13)' });
    const cached = queryClient.getQueryData<unknown[]>(['porchlight', 'devices', 'list', {}]);
    expect(cached).toHaveLength(13);
  });

  it.each([
    ['its own cache', undefined],
    ['a queryClient prop', testQueryClient()],
  ])(
    "leaves the host's QueryClientProvider to the host's components inside it, with %s",
    async (_name, porchlightCache) => {
      const hostClient = testQueryClient();
      let seen: QueryClient | null = null;
      function HostComponent() {
        seen = useQueryClient();
        const { data } = useQuery({ queryKey: ['host', 'greeting'], queryFn: () => 'hello host' });
        return <p>{data}</p>;
      }
      render(
        <QueryClientProvider client={hostClient}>
          <PorchlightProvider client={api.client} {...quiet} queryClient={porchlightCache}>
            <HostComponent />
            <DeviceTable />
          </PorchlightProvider>
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
      expect(await screen.findByText('hello host')).toBeTruthy();
      expect(seen).toBe(hostClient);
      // Each cache holds only its owner's queries.
      expect(
        hostClient
          .getQueryCache()
          .getAll()
          .map((q) => q.queryKey[0]),
      ).toEqual(['host']);
      if (porchlightCache) {
        expect(porchlightCache.getQueryData(['porchlight', 'devices', 'list', {}])).toHaveLength(
          13,
        );
        expect(porchlightCache.getQueryData(['host', 'greeting'])).toBeUndefined();
      }
    },
  );
});

describe('sessions', () => {
  it('exchanges a publishable key, reports the session and loads data with it', async () => {
    const onSessionUpdate = vi.fn<(client: PorchlightClient) => void>();
    render(
      <PorchlightProvider
        {...quiet}
        publishableKey={api.server.keys.publishable_key}
        userIdentifierKey="user-42"
        endpoint={api.server.url}
        queryClient={testQueryClient()}
        onSessionUpdate={onSessionUpdate}
      >
        <DeviceTable />
      </PorchlightProvider>,
    );
    expect(await screen.findByRole('heading', { name: /Devices \(\d+\)/ })).toBeTruthy();
    expect(onSessionUpdate).toHaveBeenCalledTimes(1);
    const [client] = onSessionUpdate.mock.calls[0] ?? [];
    expect(client?.clientSession?.user_identifier_key).toBe('user-42');
    expect(client).toBeInstanceOf(PorchlightClient);
    expect(client?.endpoint).toBe(api.server.url);
  });

  it('reports a ready client once, even when the host passes a new callback each render', async () => {
    const calls: Array<PorchlightClient> = [];
    const { rerender } = render(
      <PorchlightProvider client={api.client} {...quiet} onSessionUpdate={(c) => calls.push(c)} />,
    );
    rerender(
      <PorchlightProvider client={api.client} {...quiet} onSessionUpdate={(c) => calls.push(c)} />,
    );
    rerender(
      <PorchlightProvider client={api.client} {...quiet} onSessionUpdate={(c) => calls.push(c)} />,
    );
    await waitFor(() => expect(calls).toEqual([api.client]));
  });

  it("reports a ready client whose session is known once under StrictMode's replayed effects", async () => {
    // A host that exchanged the publishable key itself: the client already knows its session.
    const client = await createClientFromProps(
      { publishableKey: api.server.keys.publishable_key, userIdentifierKey: 'user-42' },
      { endpoint: api.server.url },
    );
    expect(client.clientSession).toBeTruthy();
    const calls: Array<PorchlightClient> = [];
    render(
      <StrictMode>
        <PorchlightProvider client={client} {...quiet} onSessionUpdate={(c) => calls.push(c)} />
      </StrictMode>,
    );
    await waitFor(() => expect(calls).toEqual([client]));
    // A moment for a second call to arrive, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([client]);
  });

  it('builds a client on a client session token and the endpoint', async () => {
    const { Probe, latest: seen } = hookProbe(useClient);
    render(
      <PorchlightProvider
        {...quiet}
        clientSessionToken={api.server.keys.client_session_token}
        endpoint={api.server.url}
      >
        <Probe />
      </PorchlightProvider>,
    );
    const client = seen();
    expect(client).toBeInstanceOf(PorchlightClient);
    const devices = await (client as PorchlightClient).devices.list({});
    expect(devices.length).toBeGreaterThan(0);
  });

  it('reads the session behind a bare token, then reports the client with its user', async () => {
    const onSessionUpdate = vi.fn<(client: PorchlightClient) => void>();
    render(
      <PorchlightProvider
        {...quiet}
        clientSessionToken={api.server.keys.client_session_token}
        endpoint={api.server.url}
        onSessionUpdate={onSessionUpdate}
      />,
    );
    await waitFor(() => expect(onSessionUpdate).toHaveBeenCalledTimes(1));
    const [client] = onSessionUpdate.mock.calls[0] ?? [];
    expect(client?.clientSession?.user_identifier_key).toBe(api.server.keys.user_identifier_key);
  });

  it('warns when the user identifier key is an e-mail address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <PorchlightProvider
        {...quiet}
        publishableKey={api.server.keys.publishable_key}
        userIdentifierKey="jane@example.com"
        endpoint={api.server.url}
      />,
    );
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/insecure/)));
    warn.mockRestore();
  });
});

describe('without a client', () => {
  it('keeps queries idle while a publishable key cannot be exchanged', async () => {
    await api.admin('faults', { path: '/client_sessions/get_or_create', status: 401, count: 5 });
    let state = '';
    function Probe() {
      const query = useDevices();
      state = `${query.status}/${query.fetchStatus}`;
      return null;
    }
    renderWithPublishableKey(api.server, <Probe />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(state).toBe('pending/idle');
  });

  it("says the devices could not be loaded when the exchange fails, and 'Try again' exchanges again", async () => {
    // A failure that may pass (a 500): a refused key (401) offers no Try again.
    await api.admin('faults', { path: '/client_sessions/get_or_create', status: 500, count: 1 });
    const user = userEvent.setup();
    renderWithPublishableKey(api.server, <DeviceTable />);
    // The table's load failure is an error snackbar, spoken by its assertive region.
    const snackbar = await findSnackbar('assertive', { timeout: 10_000 });
    expect(snackbar.textContent).toContain('Devices could not be loaded');
    await user.click(within(snackbar).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Devices \(\d+\)/ })).toBeTruthy();
    expect(querySnackbar('assertive')).toBeNull();
  });

  it('shows device details as not loadable, with a retry, when the exchange fails', async () => {
    // A failure that may pass (a 500): a refused key (401) offers no Try again.
    await api.admin('faults', { path: '/client_sessions/get_or_create', status: 500, count: 1 });
    const deviceId = await api.deviceId('Front Door');
    const user = userEvent.setup();
    renderWithPublishableKey(api.server, <DeviceDetails deviceId={deviceId} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This device could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Front Door')).toBeTruthy();
  });

  it('throws an invalid publishable key during render instead of showing an empty view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught = renderCatching(
      <PorchlightProvider
        {...quiet}
        publishableKey="pk_live_not_ours"
        userIdentifierKey="user-1"
        endpoint={api.server.url}
      />,
    );
    await waitFor(() => expect(caught.error).toBeInstanceOf(PorchlightInvalidOptionsError));
    expect(String((caught.error as Error).message)).toContain(
      'Invalid publishableKey: expected it to start with seam_pk',
    );
    vi.restoreAllMocks();
  });

  it('throws an empty publishable key during render instead of waiting forever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught = renderCatching(
      <PorchlightProvider {...quiet} publishableKey="" endpoint={api.server.url} />,
    );
    await waitFor(() => expect(caught.error).toBeInstanceOf(PorchlightInvalidOptionsError));
    expect(String((caught.error as Error).message)).toContain('Invalid publishableKey');
    vi.restoreAllMocks();
  });

  it('refuses a heading level no heading can have, on the provider and on a view', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const withLevel =
      (level: unknown, onView = false) =>
      () =>
        render(
          <PorchlightProvider
            {...quiet}
            client={api.client}
            headingLevel={onView ? undefined : (level as 2)}
          >
            <DeviceTable headingLevel={onView ? (level as 2) : undefined} />
          </PorchlightProvider>,
        );
    for (const level of [0, 7, 2.5, '3']) {
      expect(withLevel(level)).toThrow(/headingLevel must be a number from 1 to 6/);
      expect(withLevel(level, true)).toThrow(/headingLevel must be a number from 1 to 6/);
    }
    expect(withLevel('3')).toThrow('got the string "3": pass headingLevel={3}');
    vi.restoreAllMocks();
  });

  it('refuses an empty client session token during render instead of ignoring it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PorchlightProvider {...quiet} clientSessionToken="" />)).toThrow(
      PorchlightInvalidOptionsError,
    );
    vi.restoreAllMocks();
  });

  it('makes mutations raise the client-missing error while the key is exchanged', async () => {
    await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 2_000 });
    const { Probe, latest: toggle } = hookProbe(useToggleLock);
    renderWithPublishableKey(api.server, <Probe />);
    const mutation = toggle();
    await expect(
      act(() => mutation.mutateAsync({ deviceId: 'd1', locked: true })),
    ).rejects.toBeInstanceOf(PorchlightClientMissingError);
    await api.clearFaults();
  });
});

describe('switching sessions', () => {
  it("shows none of the previous user's data while the next user's key is exchanged, then the next user's", async () => {
    const queryClient = testQueryClient();
    // user-b may see only Back Door's account, so whose devices are shown is plain.
    const { devices } = await api.api<{
      devices: Array<{ connected_account_id: string; properties: { name: string } }>;
    }>('/devices/list');
    const backDoor = devices.find((d) => d.properties.name === 'Back Door');
    await api.api('/client_sessions/create', {
      user_identifier_key: 'user-b',
      connected_account_ids: [backDoor?.connected_account_id],
    });
    const view = (user: string) => (
      <PorchlightProvider
        {...quiet}
        publishableKey={api.server.keys.publishable_key}
        userIdentifierKey={user}
        endpoint={api.server.url}
        queryClient={queryClient}
      >
        <DeviceTable />
      </PorchlightProvider>
    );
    const { rerender } = render(view('user-a'));
    expect(await screen.findByText('Front Door')).toBeTruthy();
    // The next exchange is held 5 s (the fake API's timers are faked too): nothing of user-a may
    // show at any point meanwhile, not even once a request made with user-a's client answers.
    await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 5_000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      rerender(view('user-b'));
      const loading = () =>
        screen.getAllByRole('status').some((s) => s.textContent?.includes('Loading devices'));
      for (let step = 0; step < 9; step += 1) {
        expect(screen.queryByText('Front Door')).toBeNull();
        expect(loading()).toBe(true);
        // Fake time toward the exchange's answer, and real time for any request over loopback.
        await act(() => vi.advanceTimersByTimeAsync(400));
        await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      }
      expect(screen.queryByText('Front Door')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('Back Door')).toBeTruthy();
      expect(screen.queryByText('Front Door')).toBeNull();
    } finally {
      vi.useRealTimers();
      await api.clearFaults();
    }
  });

  it("drops another session's data from a host cache when the provider mounts again", async () => {
    const queryClient = testQueryClient();
    const view = (client: PorchlightClient) => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient}>
        <DeviceTable />
      </PorchlightProvider>
    );
    const first = render(view(api.client));
    expect(await screen.findByText('Front Door')).toBeTruthy();
    first.unmount();
    // Logged out and in again as someone else: the host keeps its QueryClient.
    const other = stubClient([rawDevice({ device_id: 'theirs', properties: { name: 'Theirs' } })]);
    render(view(other));
    expect(screen.queryByText('Front Door')).toBeNull();
    expect(await screen.findByText('Theirs')).toBeTruthy();
  });

  it('sends nothing as the next user for a save whose session ended before its request left', async () => {
    const queryClient = testQueryClient();
    const sent: string[] = [];
    const next = new PorchlightClient(
      { apiKey: 'seam_apikey1_next' },
      {
        endpoint: 'http://next.test',
        retries: 0,
        fetch: async (input) => {
          sent.push(new URL(String(input)).pathname);
          return new Response('{}', {
            status: 404,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    );
    const { Probe, latest: toggle } = hookProbe(useToggleLock);
    const view = (client: PorchlightClient) => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient}>
        <Probe />
      </PorchlightProvider>
    );
    const { rerender } = render(view(api.client));
    const saving = toggle().mutateAsync({
      deviceId: await api.deviceId('Front Door'),
      locked: true,
    });
    // The switch lands while the lock action waits for its optimistic update, before it is sent.
    rerender(view(next));
    await act(() => expect(saving).rejects.toBeInstanceOf(PorchlightSessionChangedError));
    expect(sent.filter((path) => path.startsWith('/locks/'))).toEqual([]);
  });

  it('keeps the cache while the client stays the same', async () => {
    const queryClient = testQueryClient();
    const requests: string[] = [];
    const client = recordingClient(api.server, requests);
    const view = (theme: 'light' | 'dark') => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient} theme={theme}>
        <DeviceTable />
      </PorchlightProvider>
    );
    const { rerender } = render(view('light'));
    await screen.findByRole('heading', { name: 'Devices (13)' });
    rerender(view('dark'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((path) => path === '/devices/list')).toHaveLength(1);
  });
});

describe('telemetry', () => {
  const events = () => telemetryEvents(api.server);
  const clearEvents = () => clearTelemetry(api.server);

  function renderSession(disableTelemetry: boolean) {
    render(
      <PorchlightProvider
        publishableKey={api.server.keys.publishable_key}
        userIdentifierKey={api.server.keys.user_identifier_key}
        endpoint={api.server.url}
        queryClient={testQueryClient()}
        disableCssInjection
        disableFontInjection
        disableTelemetry={disableTelemetry}
      >
        <DeviceTable />
      </PorchlightProvider>,
    );
  }

  it('reports the page, identifies the session before the first screen, and sends no secret', async () => {
    await clearEvents();
    renderSession(false);
    await screen.findByRole('heading', { name: 'Devices (13)' });
    await waitFor(async () =>
      expect((await events()).map((e) => e.type)).toEqual(
        expect.arrayContaining(['page', 'identify', 'group', 'screen']),
      ),
    );
    const sent = await events();
    const types = sent.map((e) => e.type);
    expect(types.indexOf('identify')).toBeLessThan(types.indexOf('screen'));
    const identify = sent.find((e) => e.type === 'identify');
    expect(identify?.userId).toMatch(new RegExp(`\\.${api.server.keys.user_identifier_key}$`));
    expect(sent.find((e) => e.type === 'screen')?.name).toBe('DeviceTable');
    expect(sent.find((e) => e.type === 'page')?.name).toBe('porchlight-provider');
    const text = JSON.stringify(sent);
    expect(text).not.toContain(api.server.keys.publishable_key);
    expect(text).not.toContain('seam_cst');
  });

  it('sends one page before the screens, and one screen per view, under StrictMode too', async () => {
    const sent: TelemetryEvent[] = [];
    const telemetryClient = new TelemetryClient({
      endpoint: 'http://telemetry.test',
      fetch: async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as TelemetryEvent);
        return new Response('{}');
      },
    });
    render(
      <StrictMode>
        <PorchlightProvider
          client={api.client}
          queryClient={testQueryClient()}
          disableCssInjection
          disableFontInjection
          telemetryClient={telemetryClient}
        >
          <DeviceTable />
        </PorchlightProvider>
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Devices (13)' });
    await waitFor(() => expect(sent.map((e) => e.type)).toContain('screen'));
    const names = sent.map((e) => `${e.type}:${e.name ?? ''}`);
    expect(names.filter((n) => n === 'page:porchlight-provider')).toHaveLength(1);
    expect(names.filter((n) => n === 'screen:DeviceTable')).toHaveLength(1);
    expect(names.indexOf('page:porchlight-provider')).toBeLessThan(
      names.indexOf('screen:DeviceTable'),
    );
  });

  it('identifies the user of a bare client session token too', async () => {
    await clearEvents();
    render(
      <PorchlightProvider
        clientSessionToken={api.server.keys.client_session_token}
        endpoint={api.server.url}
        queryClient={testQueryClient()}
        disableCssInjection
        disableFontInjection
      >
        <DeviceTable />
      </PorchlightProvider>,
    );
    await waitFor(async () =>
      expect((await events()).find((e) => e.type === 'identify')?.userId).toMatch(
        new RegExp(`\\.${api.server.keys.user_identifier_key}$`),
      ),
    );
    expect(JSON.stringify(await events())).not.toContain('seam_cst');
  });

  it("sends through a host's telemetry client, and switches it off with disableTelemetry", async () => {
    const hostTelemetry = (sent: TelemetryEvent[]) =>
      new TelemetryClient({
        endpoint: 'http://telemetry.test',
        fetch: async (_url, init) => {
          sent.push(JSON.parse(String(init?.body)) as TelemetryEvent);
          return new Response('{}');
        },
      });
    const sent: TelemetryEvent[] = [];
    const first = render(
      <PorchlightProvider
        client={api.client}
        {...quiet}
        disableTelemetry={false}
        telemetryClient={hostTelemetry(sent)}
      >
        <DeviceTable />
      </PorchlightProvider>,
    );
    await waitFor(() =>
      expect(sent.map((e) => `${e.type}:${e.name}`)).toEqual(
        expect.arrayContaining(['page:porchlight-provider', 'screen:DeviceTable']),
      ),
    );
    first.unmount();
    const sentWhileDisabled: TelemetryEvent[] = [];
    const disabled = hostTelemetry(sentWhileDisabled);
    render(
      <PorchlightProvider client={api.client} {...quiet} telemetryClient={disabled}>
        <DeviceTable />
      </PorchlightProvider>,
    );
    await screen.findByRole('heading', { name: 'Devices (13)' });
    disabled.track('after-mount');
    await disabled.flush();
    expect(sentWhileDisabled).toEqual([]);
  });

  it("switches a host's telemetry client back on when the host allows telemetry again", async () => {
    const host = new TelemetryClient({ endpoint: 'http://telemetry.test' });
    const view = (disableTelemetry: boolean) => (
      <PorchlightProvider
        client={api.client}
        {...quiet}
        disableTelemetry={disableTelemetry}
        telemetryClient={host}
      >
        <p>child</p>
      </PorchlightProvider>
    );
    const { rerender, unmount } = render(view(true));
    expect(host.isDisabled).toBe(true);
    // The person consents: the same provider now allows telemetry.
    rerender(view(false));
    expect(host.isDisabled).toBe(false);
    rerender(view(true));
    unmount();
    expect(host.isDisabled).toBe(false);
    // One the host switched off itself is left off.
    const off = new TelemetryClient({ endpoint: 'http://telemetry.test', disabled: true });
    render(
      <PorchlightProvider client={api.client} {...quiet} disableTelemetry telemetryClient={off}>
        <p>child</p>
      </PorchlightProvider>,
    ).unmount();
    expect(off.isDisabled).toBe(true);
  });

  it('sends nothing with disableTelemetry', async () => {
    await clearEvents();
    renderSession(true);
    await screen.findByRole('heading', { name: 'Devices (13)' });
    // Give a wrongly queued event time to arrive before asserting that none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await events()).toEqual([]);
  });
});

describe('anchor prop names', () => {
  it("accepts the anchor's unminifiyCss spelling", () => {
    render(
      <PorchlightProvider client={api.client} disableFontInjection disableTelemetry unminifiyCss>
        <p>child</p>
      </PorchlightProvider>,
    );
    const [link] = injected('stylesheet');
    expect(link?.getAttribute('href')).toMatch(/\/index\.css$/);
  });
});
