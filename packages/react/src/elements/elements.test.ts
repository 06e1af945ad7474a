import { waitFor } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LINK_RELEASE_GRACE_MS } from '../provider/inject-assets.js';
import { clearTelemetry, setupFakeApi, telemetryEvents } from '../test-utils/fake-api.js';
import { createGate } from '../test-utils/gate.js';
import { formatDate } from '../ui/format-date.js';
import { createElementClass, defineElements } from './define-element.js';
import { ELEMENTS } from './registry.js';
import type { PorchlightSessionUpdateEvent } from './session-update-event.js';
import { acquireSession, sessionKey } from './shared-sessions.js';

const api = setupFakeApi();

beforeAll(() => {
  defineElements(ELEMENTS);
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** The seeded publishable key (user `user-1`) and no stylesheet, font or telemetry. */
const baseAttributes = (): Record<string, string> => ({
  'publishable-key': api.server.keys.publishable_key,
  'user-identifier-key': 'user-1',
  endpoint: api.server.url,
  'disable-css-injection': '',
  'disable-font-injection': '',
  'disable-telemetry': '',
});

/** Adds an element with the {@link baseAttributes} and the given attributes. */
function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  const all: Record<string, string> = { ...baseAttributes(), ...attributes };
  for (const [name, value] of Object.entries(all)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** Paths the views fetched from the fake API while the spy is on. */
function fetchedPaths(): string[] {
  const paths: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return realFetch(input, init);
  });
  return paths;
}

const alertText = (element: HTMLElement) =>
  waitFor(() => {
    const alert = element.querySelector('[role="alert"]');
    expect(alert).not.toBeNull();
    return alert?.textContent ?? '';
  });

const heading = (element: HTMLElement, text: string) =>
  waitFor(() => {
    const found = [...element.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => h.textContent);
    expect(found).toContain(text);
  });

/** The device details of the named device, loaded. */
const deviceDetails = (element: HTMLElement, name: string) =>
  waitFor(() => {
    expect(element.querySelector('.pl-device-details')?.textContent).toContain(name);
  });

const deviceRow = (element: HTMLElement, name: string) =>
  waitFor(() => {
    const row = [...element.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith(name),
    );
    expect(row).toBeDefined();
    return row as HTMLButtonElement;
  });

describe('porchlight elements', () => {
  it('should define every element once, a second definition being a no-op', () => {
    defineElements(ELEMENTS);
    for (const spec of ELEMENTS) expect(customElements.get(spec.tag)).toBeDefined();
  });

  it('should draw the view in light DOM from its attributes', async () => {
    const table = mount('porchlight-device-table');
    await heading(table, 'Devices (13)');
    expect(table.shadowRoot).toBeNull();
    expect(table.querySelector('.porchlight-components')).not.toBeNull();
  });

  it('should exchange the publishable key once for two elements with the same credentials', async () => {
    const deviceId = await api.deviceId('Front Door');
    const paths = fetchedPaths();
    const table = mount('porchlight-device-table');
    const codes = mount('porchlight-access-code-table', { 'device-id': deviceId });
    await heading(table, 'Devices (13)');
    await waitFor(() => expect(codes.querySelector('.pl-spinner')).toBeNull());
    expect(paths.filter((path) => path.startsWith('/client_sessions/')).length).toBe(1);
    // One cache: the device list fetched once, whichever element asked first.
    expect(paths.filter((path) => path === '/devices/list').length).toBe(1);
  });

  it('should dispatch a bubbling, composed device-click event with the id', async () => {
    const table = mount('porchlight-device-table');
    const seen: CustomEvent[] = [];
    document.body.addEventListener('porchlight-device-click', (event) => {
      seen.push(event as CustomEvent);
    });
    (await deviceRow(table, 'Front Door')).click();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ deviceId: await api.deviceId('Front Door') });
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.cancelable).toBe(true);
    // Not cancelled: the table opens the device itself.
    await deviceDetails(table, 'Front Door');
  });

  it('should keep the table in place when the host cancels the click', async () => {
    const table = mount('porchlight-device-table');
    table.addEventListener('porchlight-device-click', (event) => event.preventDefault());
    (await deviceRow(table, 'Front Door')).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await heading(table, 'Devices (13)');
    expect(table.querySelector('.pl-device-details')).toBeNull();
  });

  it('should dispatch a cancelable access-code-click from the code table device details open', async () => {
    const details = mount('porchlight-device-details', {
      'device-id': await api.deviceId('Front Door'),
    });
    const clicked: string[] = [];
    details.addEventListener('porchlight-access-code-click', (event) => {
      clicked.push((event as CustomEvent<{ accessCodeId: string }>).detail.accessCodeId);
      event.preventDefault();
    });
    await deviceDetails(details, 'Front Door');
    const codesRow = await waitFor(() => {
      const row = [...details.querySelectorAll('button')].find((button) =>
        button.textContent?.endsWith('access codes'),
      );
      expect(row).toBeTruthy();
      return row as HTMLButtonElement;
    });
    codesRow.click();
    const code = await waitFor(() => {
      const row = details.querySelector<HTMLButtonElement>('button[aria-label*=", Code: "]');
      expect(row).not.toBeNull();
      return row as HTMLButtonElement;
    });
    code.click();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(details.querySelector('.pl-ac-details')).toBeNull();
  });

  it('should dispatch the non-cancelable porchlight-success once a form saved', async () => {
    const backDoor = await api.deviceId('Back Door');
    const { access_codes } = await api.api<{ access_codes: { access_code_id: string }[] }>(
      '/access_codes/list',
      { device_id: backDoor },
    );
    const accessCodeId = access_codes[0]?.access_code_id ?? '';
    const form = mount('porchlight-edit-access-code-form', { 'access-code-id': accessCodeId });
    const seen: CustomEvent[] = [];
    form.addEventListener('porchlight-success', (event) => seen.push(event as CustomEvent));
    const save = await waitFor(() => {
      const button = [...form.querySelectorAll('button')].find((b) => b.textContent === 'Save');
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    save.click();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.detail).toEqual({ accessCodeId, recovered: false });
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.cancelable).toBe(false);
  });

  it('should take view props as properties too, booleans by presence as attributes', async () => {
    const frontDoor = await api.deviceId('Front Door');
    const table = mount('porchlight-device-table', { 'disable-search': '' });
    (table as unknown as { deviceIds: string[] }).deviceIds = [frontDoor];
    await heading(table, 'Devices (1)');
    expect(table.querySelector('input[type="search"]')).toBeNull();
    table.removeAttribute('disable-search');
    await waitFor(() => expect(table.querySelector('input[type="search"]')).not.toBeNull());
  });

  it('should show the invalid-props reason in place when no credential is given', async () => {
    const element = document.createElement('porchlight-device-table');
    document.body.append(element);
    expect(await alertText(element)).toBe(
      'Invalid props: Missing either a client, publishableKey, or clientSessionToken',
    );
  });

  it('should show the invalid-props reason for conflicting credentials', async () => {
    const element = mount('porchlight-device-table', {
      'client-session-token': api.server.keys.client_session_token,
    });
    expect(await alertText(element)).toBe(
      'Invalid props: clientSessionToken cannot be combined with publishableKey',
    );
  });

  it('should offer no Try again for a malformed client session token, which needs the fix', async () => {
    const element = document.createElement('porchlight-device-table');
    element.setAttribute('client-session-token', 'not-a-token');
    element.setAttribute('disable-css-injection', '');
    element.setAttribute('disable-telemetry', '');
    document.body.append(element);
    expect(await alertText(element)).toContain('clientSessionToken');
    expect(element.querySelector('button')).toBeNull();
  });

  it('should offer no Try again for a publishable key the provider refuses, which needs the fix', async () => {
    // A 401 answers the same key the same way every time: only the host can change it.
    await api.fault({ path: '/client_sessions/get_or_create', status: 401, count: 5 });
    const element = mount('porchlight-device-table');
    await alertText(element);
    expect(element.querySelector('button')).toBeNull();
  });

  it('should offer Try again when the key exchange failed on its way, and recover with it', async () => {
    await api.fault({ path: '/client_sessions/get_or_create', status: 503, count: 5 });
    const element = mount('porchlight-device-table');
    await alertText(element);
    await api.clearFaults();
    const retry = element.querySelector('button');
    expect(retry?.textContent).toBe('Try again');
    retry?.click();
    await waitFor(() => expect(element.querySelector('input[type="search"]')).not.toBeNull());
  });

  it('should say in place that a heading level cannot be 0', async () => {
    const element = mount('porchlight-device-table', { 'heading-level': '0' });
    expect(await alertText(element)).toContain('headingLevel must be a number from 1 to 6');
  });

  it('should put a nonce written as a property after it drew on its links, as an attribute', async () => {
    const element = mount('porchlight-device-table', {
      'disable-css-injection': '',
      'css-base-url': '/assets/porchlight/',
    });
    element.removeAttribute('disable-css-injection');
    const stylesheet = () =>
      document.head.querySelector<HTMLLinkElement>('link[data-porchlight="stylesheet"]');
    await waitFor(() => expect(stylesheet()).not.toBeNull());
    element.setAttribute('nonce', 'first');
    await waitFor(() => expect(stylesheet()?.nonce).toBe('first'));
    // An Angular `[nonce]` binding or a script writes the property, which sets no attribute.
    element.nonce = 'second';
    expect(element.nonce).toBe('second');
    await waitFor(() => expect(stylesheet()?.nonce).toBe('second'));
  });

  it('should keep its own title for an empty heading attribute (a template with no value)', async () => {
    const element = mount('porchlight-device-table', { heading: '' });
    await waitFor(() => expect(element.querySelector('h2')?.textContent).toBe('Devices (13)'));
    expect(element.querySelector('section')?.getAttribute('aria-label')).toBe('Devices (13)');
  });

  it('should say in place that a locale is no language tag', async () => {
    const element = mount('porchlight-device-table', { locale: 'en US' });
    expect(await alertText(element)).toContain('locale must be a BCP 47 language tag');
  });

  it('should format its dates in its locale attribute', async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    const {
      climate_setting_schedules: [schedule],
    } = await api.api<{
      climate_setting_schedules: { climate_setting_schedule_id: string; created_at: string }[];
    }>('/thermostats/climate_setting_schedules/list', { device_id: deviceId });
    if (!schedule) throw new Error('the seed has no schedule');
    const element = mount('porchlight-climate-setting-schedule-details', {
      'climate-setting-schedule-id': schedule.climate_setting_schedule_id,
      locale: 'de-DE',
    });
    const created = formatDate(new Date(schedule.created_at), { locale: 'de-DE' });
    expect(created).not.toBe(formatDate(new Date(schedule.created_at)));
    await waitFor(() => {
      const rows = [...element.querySelectorAll('.pl-schedule-details__row dd')];
      expect(rows.map((row) => row.textContent)).toContain(created);
    });
  });

  it('should name a missing required attribute', async () => {
    const element = mount('porchlight-device-details');
    expect(await alertText(element)).toBe('Invalid props: missing device-id');
    element.setAttribute('device-id', await api.deviceId('Front Door'));
    await deviceDetails(element, 'Front Door');
  });

  it('should count an empty required id as missing, never drawing a blank card', async () => {
    // A server template with no value, or Vue binding null to a string property, writes "".
    const card = mount('porchlight-thermostat-card', { 'device-id': '' });
    expect(await alertText(card)).toBe('Invalid props: missing device-id');
    const details = mount('porchlight-access-code-details', { 'access-code-id': ' ' });
    expect(await alertText(details)).toBe('Invalid props: missing access-code-id');
  });

  it('should unmount its root and leave no query observed once removed', async () => {
    const credentials = {
      publishableKey: api.server.keys.publishable_key,
      userIdentifierKey: 'user-1',
      endpoint: api.server.url,
    };
    // A second holder keeps the shared session (and its cache) alive to look into.
    const held = acquireSession(credentials);
    const table = mount('porchlight-device-table');
    await heading(table, 'Devices (13)');
    const queries = () => held.session.queryClient.getQueryCache().getAll();
    expect(queries().some((query) => query.getObserversCount() > 0)).toBe(true);
    table.remove();
    await waitFor(() => expect(table.childNodes.length).toBe(0));
    expect(queries().every((query) => query.getObserversCount() === 0)).toBe(true);
    held.release();
  });
});

describe('porchlight element nonce', () => {
  it('should put its nonce on the stylesheet it injects from the chosen base URL', async () => {
    for (const link of document.head.querySelectorAll('link[data-porchlight]')) link.remove();
    const table = mount('porchlight-device-table', {
      nonce: 'r4nd0m',
      'css-base-url': '/assets/porchlight/',
    });
    table.removeAttribute('disable-css-injection');
    await heading(table, 'Devices (13)');
    const link = await waitFor(() => {
      const found = document.head.querySelector<HTMLLinkElement>(
        'link[data-porchlight="stylesheet"]',
      );
      expect(found).not.toBeNull();
      return found as HTMLLinkElement;
    });
    expect(link.getAttribute('href')).toBe('/assets/porchlight/index.min.css');
    expect(link.nonce).toBe('r4nd0m');
    link.remove();
  });

  it('should style its spinner while the key is exchanged, and its refusal in place', async () => {
    for (const link of document.head.querySelectorAll('link[data-porchlight]')) link.remove();
    const pending = new Promise<Response>(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => pending);
    const table = mount('porchlight-device-table', { 'css-base-url': '/assets/porchlight/' });
    table.removeAttribute('disable-css-injection');
    const stylesheet = () =>
      document.head.querySelector<HTMLLinkElement>('link[data-porchlight="stylesheet"]');
    await waitFor(() => expect(table.querySelector('.pl-spinner')).not.toBeNull());
    await waitFor(() =>
      expect(stylesheet()?.getAttribute('href')).toBe('/assets/porchlight/index.min.css'),
    );
    table.remove();
    // Removed after the release grace period (a second), on a machine that may be busy.
    await waitFor(() => expect(stylesheet()).toBeNull(), { timeout: 10_000 });
    const refused = mount('porchlight-device-details', { 'css-base-url': '/assets/porchlight/' });
    refused.removeAttribute('disable-css-injection');
    expect(await alertText(refused)).toContain('device-id');
    await waitFor(() => expect(stylesheet()).not.toBeNull());
  });

  it('should keep the stylesheet link of an element swapped in one task, however late the new one renders', async () => {
    for (const link of document.head.querySelectorAll('link[data-porchlight]')) link.remove();
    const table = mount('porchlight-device-table', { 'css-base-url': '/assets/porchlight/' });
    table.removeAttribute('disable-css-injection');
    await heading(table, 'Devices (13)');
    const stylesheet = () =>
      document.head.querySelector<HTMLLinkElement>('link[data-porchlight="stylesheet"]');
    const link = await waitFor(() => {
      expect(stylesheet()).not.toBeNull();
      return stylesheet();
    });
    // A busy page: the release grace runs out before the replacement's React root has rendered
    // (a later task). The grace timers are held here and fired in between.
    const graceTimers: Array<() => void> = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if (ms !== LINK_RELEASE_GRACE_MS) return realSetTimeout(callback, ms, ...rest);
      graceTimers.push(callback);
      return 0;
    }) as typeof setTimeout);
    const replacement = table.cloneNode() as HTMLElement;
    table.replaceWith(replacement);
    // The microtasks of the swap: the old root unmounts, the new element renders.
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
    expect(graceTimers.length).toBeGreaterThan(0);
    for (const fire of graceTimers.splice(0)) fire();
    vi.restoreAllMocks();
    await heading(replacement, 'Devices (13)');
    expect(stylesheet()).toBe(link);
    link?.remove();
  });

  it('should draw the thermostat card and the supported-device table from attributes', async () => {
    const thermostatId = await api.deviceId('Living Room Thermostat');
    const card = mount('porchlight-thermostat-card', { 'device-id': thermostatId });
    await heading(card, 'Living Room Thermostat');
    const catalogue = mount('porchlight-supported-device-table');
    await waitFor(() => expect(catalogue.textContent).toMatch(/ Devices/));
  });

  it('should say which attribute the thermostat details miss, in place', async () => {
    const details = mount('porchlight-thermostat-details');
    expect(await alertText(details)).toMatch(/device-id|deviceId/);
  });
});

describe('porchlight element values', () => {
  const tableSpec = ELEMENTS.find((spec) => spec.tag === 'porchlight-device-table');

  it('should let a property set before the element was defined win over the replayed attribute', async () => {
    const [frontDoor, thermostat] = await Promise.all([
      api.deviceId('Front Door'),
      api.deviceId('Living Room Thermostat'),
    ]);
    // A tag of its own: defined below, after the host wrote to the still unknown element.
    const tag = 'porchlight-late-device-table';
    const table = document.createElement(tag) as HTMLElement & { deviceIds?: string[] };
    for (const [name, value] of Object.entries(baseAttributes())) table.setAttribute(name, value);
    table.setAttribute('device-ids', thermostat);
    table.deviceIds = [frontDoor];
    document.body.append(table);

    let replays = 0;
    const Late = createElementClass({ ...(tableSpec as (typeof ELEMENTS)[number]), tag });
    class Counted extends (Late as unknown as { new (): HTMLElement & Callbacks }) {
      override attributeChangedCallback(name: string, old: string | null, value: string | null) {
        replays += 1;
        super.attributeChangedCallback(name, old, value);
      }
    }
    customElements.define(tag, Counted);
    // A browser's upgrade replays every attribute after the constructor (HTML "upgrade an
    // element"); happy-dom 20 does not, so the test does it as the browser would.
    if (replays === 0) {
      for (const { name, value } of [...table.attributes]) {
        (table as unknown as Callbacks).attributeChangedCallback(name, null, value);
      }
    }

    await heading(table, 'Devices (1)');
    await deviceRow(table, 'Front Door');
    expect(table.deviceIds).toEqual([frontDoor]);
    // A write after the upgrade wins as usual.
    table.setAttribute('device-ids', `${thermostat} ${frontDoor}`);
    await heading(table, 'Devices (2)');
  });

  it('should read a null property as unset, as a removed attribute is', async () => {
    const details = mount('porchlight-device-details', {
      'device-id': await api.deviceId('Front Door'),
    });
    await deviceDetails(details, 'Front Door');
    (details as unknown as { deviceId: string | null }).deviceId = null;
    expect(await alertText(details)).toBe('Invalid props: missing device-id');
  });

  it("should filter the thermostat details' alerts by the errorFilter property, never an attribute", async () => {
    const deviceId = await api.deviceId('Living Room Thermostat');
    await api.admin('devices/connectivity', { device_id: deviceId, online: false });
    const details = mount('porchlight-thermostat-details', {
      'device-id': deviceId,
      'error-filter': 'none',
    });
    const alerts = () => details.querySelector('.pl-issue-alerts')?.textContent ?? '';
    await waitFor(() => expect(alerts()).toContain('Device is offline'));
    (
      details as unknown as { errorFilter: (error: { error_code?: string }) => boolean }
    ).errorFilter = (error) => error.error_code !== 'device_offline';
    await waitFor(() => expect(details.querySelector('.pl-issue-alerts')).toBeNull());
    expect(details.textContent).toContain('This thermostat is offline');
  });

  it('should draw the view again once a refused heading level is fixed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = mount('porchlight-device-table', { 'heading-level': '0' });
    expect(await alertText(table)).toContain('headingLevel must be a number from 1 to 6');
    table.setAttribute('heading-level', '3');
    await waitFor(() => expect(table.querySelector('h3')?.textContent).toBe('Devices (13)'));
    expect(table.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('porchlight element sessions', () => {
  it('should send the session identity and the provider mount once for all its elements', async () => {
    await clearTelemetry(api.server);
    const deviceId = await api.deviceId('Front Door');
    const table = mount('porchlight-device-table');
    const codes = mount('porchlight-access-code-table', { 'device-id': deviceId });
    // One element without telemetry must not switch it off for the others.
    const quiet = mount('porchlight-device-details', { 'device-id': deviceId });
    for (const element of [table, codes]) element.removeAttribute('disable-telemetry');
    await heading(table, 'Devices (13)');
    await deviceDetails(quiet, 'Front Door');
    await waitFor(() => expect(codes.querySelector('.pl-spinner')).toBeNull());
    await waitFor(async () => {
      const screens = (await telemetryEvents(api.server)).filter(({ type }) => type === 'screen');
      expect(screens.length).toBeGreaterThanOrEqual(2);
    });
    // A repeat would be queued before the views' screens; give the queue time to drain anyway.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const events = await telemetryEvents(api.server);
    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect({ identify: count('identify'), group: count('group'), page: count('page') }).toEqual({
      identify: 1,
      group: 1,
      page: 1,
    });
  });

  it('should read a client session token’s session once for all its elements', async () => {
    const deviceId = await api.deviceId('Front Door');
    const paths = fetchedPaths();
    const withToken = (tag: string, attributes: Record<string, string> = {}) => {
      const { 'publishable-key': _key, 'user-identifier-key': _user, ...rest } = baseAttributes();
      const element = document.createElement(tag);
      const all = { ...rest, 'client-session-token': api.server.keys.client_session_token };
      for (const [name, value] of Object.entries({ ...all, ...attributes })) {
        element.setAttribute(name, value);
      }
      document.body.append(element);
      return element;
    };
    const table = withToken('porchlight-device-table');
    const codes = withToken('porchlight-access-code-table', { 'device-id': deviceId });
    await heading(table, 'Devices (13)');
    await waitFor(() => expect(codes.querySelector('.pl-spinner')).toBeNull());
    await waitFor(() => expect(paths).toContain('/client_sessions/get'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(paths.filter((path) => path === '/client_sessions/get')).toHaveLength(1);
  });
});

describe('porchlight element session keys and lifetime', () => {
  it("should give an empty endpoint the default endpoint's session, which it calls", () => {
    const credentials = { publishableKey: 'pk_test', userIdentifierKey: 'user-1' };
    expect(sessionKey({ ...credentials, endpoint: '' })).toBe(sessionKey(credentials));
  });

  it('should share one session for endpoints that differ only by a trailing slash', async () => {
    const deviceId = await api.deviceId('Front Door');
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    });
    const table = mount('porchlight-device-table', { endpoint: `${api.server.url}/` });
    const codes = mount('porchlight-access-code-table', {
      endpoint: api.server.url,
      'device-id': deviceId,
    });
    await heading(table, 'Devices (13)');
    await waitFor(() => expect(codes.querySelector('.pl-spinner')).toBeNull());
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path === '/client_sessions/get_or_create')).toHaveLength(1);
    expect(paths.filter((path) => path === '/devices/list')).toHaveLength(1);
    // Whichever element made the session, the client joins its paths without a double slash.
    expect(urls.every((url) => url.startsWith(`${api.server.url}/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${api.server.url}//`))).toBe(false);
  });

  it('should hand the session and its cache to an element that replaces another in one task', async () => {
    const table = mount('porchlight-device-table');
    await heading(table, 'Devices (13)');
    const deviceId = await api.deviceId('Front Door');
    const paths = fetchedPaths();
    // A Vue v-if or Angular ngIf swap: the old element leaves before the new one is made.
    table.remove();
    const details = mount('porchlight-device-details', { 'device-id': deviceId });
    await deviceDetails(details, 'Front Door');
    expect(paths.filter((path) => path.startsWith('/client_sessions/'))).toEqual([]);
    expect(paths).not.toContain('/devices/get');
  });

  it('should abort the key exchange when the last element leaves, and exchange afresh later', async () => {
    await api.fault({
      path: '/client_sessions/get_or_create',
      kind: 'slow',
      latency_ms: 5_000,
      count: 1,
    });
    const exchanges: Array<{ signal: AbortSignal | null | undefined; outcome: string }> = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const answer = realFetch(input, init);
      if (new URL(url).pathname !== '/client_sessions/get_or_create') return answer;
      const exchange = { signal: init?.signal, outcome: 'pending' };
      exchanges.push(exchange);
      answer.then(
        () => {
          exchange.outcome = 'answered';
        },
        () => {
          exchange.outcome = 'failed';
        },
      );
      return answer;
    });
    const first = mount('porchlight-device-table');
    await waitFor(() => expect(exchanges).toHaveLength(1));
    // happy-dom's fetch misses an abort that comes before it has sent the request; a browser's
    // does not. Leave once the server holds the request (its one slow fault is used up), as a
    // person's navigation would; a fixed pause guessed that, and a loaded machine outran it.
    const faultsLeft = async () =>
      ((await (await fetch(`${api.server.url}/_fake/health`)).json()) as { faults: unknown[] })
        .faults.length;
    await waitFor(async () => expect(await faultsLeft()).toBe(0), { timeout: 10_000 });
    first.remove();
    // Ended well before the 5 s the server holds it, which only the abort can do.
    await waitFor(() => expect(exchanges[0]?.outcome).toBe('failed'), { timeout: 3_000 });
    expect(exchanges[0]?.signal?.aborted).toBe(true);

    const again = mount('porchlight-device-table');
    await heading(again, 'Devices (13)');
    expect(exchanges).toHaveLength(2);
    expect(exchanges[1]?.outcome).toBe('answered');
    expect(again.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('porchlight-session-update', () => {
  const listen = () => {
    const seen: PorchlightSessionUpdateEvent[] = [];
    const listener = (event: Event) => seen.push(event as PorchlightSessionUpdateEvent);
    document.addEventListener('porchlight-session-update', listener);
    return {
      seen,
      stop: () => document.removeEventListener('porchlight-session-update', listener),
    };
  };

  it('should tell each element of a publishable-key session who the session belongs to, once', async () => {
    const events = listen();
    const deviceId = await api.deviceId('Front Door');
    // Held by the test too, to read the token the detail must not carry.
    const held = acquireSession({
      publishableKey: api.server.keys.publishable_key,
      userIdentifierKey: 'user-1',
      endpoint: api.server.url,
    });
    const table = mount('porchlight-device-table');
    const codes = mount('porchlight-access-code-table', { 'device-id': deviceId });
    await waitFor(() => expect(events.seen).toHaveLength(2));
    expect(events.seen.map((event) => event.target)).toEqual(
      expect.arrayContaining([table, codes]),
    );
    const session = held.session.snapshot().client?.clientSession;
    for (const event of events.seen) {
      expect({
        bubbles: event.bubbles,
        composed: event.composed,
        cancelable: event.cancelable,
      }).toEqual({ bubbles: true, composed: true, cancelable: false });
      expect(event.detail.clientSession).toMatchObject({
        client_session_id: session?.client_session_id,
        workspace_id: session?.workspace_id,
        user_identifier_key: 'user-1',
      });
      expect(event.detail.clientSession).not.toHaveProperty('token');
      const text = JSON.stringify(event.detail);
      expect(text).not.toContain(session?.token);
      expect(text).not.toContain(api.server.keys.publishable_key);
    }
    // A later render (an attribute change) does not announce the same session again.
    table.setAttribute('heading', 'Locks');
    await heading(table, 'Locks');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.seen).toHaveLength(2);
    // An element taken out and attached again announces its session again, as a provider mounted
    // again would.
    codes.remove();
    await waitFor(() => expect(codes.childNodes.length).toBe(0));
    document.body.append(codes);
    await waitFor(() => expect(events.seen).toHaveLength(3));
    expect(events.seen[2]?.target).toBe(codes);
    expect(events.seen[2]?.detail).toEqual(events.seen[0]?.detail);
    events.stop();
    held.release();
  });

  it('should not announce its session again when its view is drawn anew after a refused value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = listen();
    const table = mount('porchlight-device-table', { 'heading-level': '3' });
    await waitFor(() => expect(events.seen).toHaveLength(1));
    // The provider refuses 0 and is drawn again, with the same session, once 3 comes back.
    table.setAttribute('heading-level', '0');
    await alertText(table);
    table.setAttribute('heading-level', '3');
    await waitFor(() => expect(table.querySelector('h3')?.textContent).toBe('Devices (13)'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.seen).toHaveLength(1);
    events.stop();
  });

  it('should tell an element of a client session token once the session has been read', async () => {
    const events = listen();
    const token = api.server.keys.client_session_token;
    const element = document.createElement('porchlight-device-table');
    element.setAttribute('client-session-token', token);
    element.setAttribute('endpoint', api.server.url);
    element.setAttribute('disable-css-injection', '');
    element.setAttribute('disable-font-injection', '');
    element.setAttribute('disable-telemetry', '');
    document.body.append(element);
    await waitFor(() => expect(events.seen).toHaveLength(1));
    const [event] = events.seen;
    expect(event?.target).toBe(element);
    expect(event?.detail.clientSession?.client_session_id).toEqual(expect.any(String));
    expect(event?.detail.clientSession?.workspace_id).toEqual(expect.any(String));
    expect(JSON.stringify(event?.detail)).not.toContain(token);
    events.stop();
  });
});

/** The custom element callbacks the upgrade test calls as a browser would. */
interface Callbacks {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
}

describe('porchlight-late-failure', () => {
  /** Holds the first request to `path` until `open()`, as `test-utils/gated-client.ts` does. */
  function holdFetch(path: string) {
    const gate = createGate();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === path) await gate.pass();
      return realFetch(input, init);
    });
    return gate;
  }

  it('should tell the document when a save fails after its element was removed', async () => {
    const seen: CustomEvent<{ message: string }>[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent<{ message: string }>);
    document.addEventListener('porchlight-late-failure', listener);
    const gate = holdFetch('/thermostats/update');
    const deviceId = await api.deviceId('Living Room Thermostat');
    const details = mount('porchlight-thermostat-details', { 'device-id': deviceId });
    const toggle = await waitFor(() => {
      const found = details.querySelector<HTMLElement>('[role="switch"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await api.fault({ path: '/thermostats/update', status: 400 });
    toggle.click();
    await gate.held;
    details.remove();
    await waitFor(() => expect(details.childNodes.length).toBe(0));
    gate.open();
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 });
    const [event] = seen;
    expect(event?.target).toBe(document);
    expect(event?.detail).toEqual({
      message: 'Error updating manual override. Please try again.',
    });
    expect({ bubbles: event?.bubbles, composed: event?.composed }).toEqual({
      bubbles: true,
      composed: true,
    });
    document.removeEventListener('porchlight-late-failure', listener);
  });
});
