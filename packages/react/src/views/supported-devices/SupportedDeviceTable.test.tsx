import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deviceCatalogueKeys } from '../../hooks/device-catalogue/device-catalogue-queries.js';
import {
  recordingClient,
  renderWithClient,
  setupFakeApi,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { SupportedDeviceTable } from '../navigation.js';

const api = setupFakeApi();
const MODELS = '/internal/devicedb/v1/device_models/list';
const MANUFACTURERS = '/internal/devicedb/v1/manufacturers/list';
// The debounced search and the catalogue calls take a moment on a busy machine.
const slow = { timeout: 10_000 };

// The seeded catalogue's stable and beta manufacturers with models, by name.
const SUPPORTED = [
  'August',
  'ecobee',
  'Google Nest',
  'Honeywell Resideo',
  'igloohome',
  'Kwikset',
  'Minut',
  'Nuki',
  'Schlage',
  'TTLock',
  'Yale',
];

const groupTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const group = (manufacturer: string) =>
  screen.getByRole('region', { name: `${manufacturer} Devices` });
const modelNames = (manufacturer: string) =>
  within(group(manufacturer))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.pl-catalogue-model__name')?.textContent);

async function renderTable(
  props: Parameters<typeof SupportedDeviceTable>[0] = {},
  requests?: string[],
) {
  const client = requests ? recordingClient(api.server, requests) : api.client;
  const view = renderWithClient(<SupportedDeviceTable {...props} />, client);
  return { ...view, user: userEvent.setup() };
}

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
}

describe('SupportedDeviceTable against the fake API', () => {
  it('shows the loading state, then supported manufacturers sorted by name', async () => {
    await renderTable();
    expect(screen.getByRole('status').textContent).toBe('Loading device models...');
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(groupTitles()).toEqual(SUPPORTED.map((name) => `${name} Devices`));
  });

  it('shows a model with its photo, SKU and connection joined by a dot, and its pill', async () => {
    await renderTable();
    await screen.findByRole('heading', { name: 'Kwikset Devices' }, slow);
    const kwikset = group('Kwikset');
    const first = within(kwikset).getAllByRole('listitem')[0];
    if (!first) throw new Error('no Kwikset row');
    const image = within(first).getByRole('img');
    expect(image.getAttribute('alt')).toMatch(/^Photo of /);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(first.querySelector('.pl-catalogue-model__details')?.textContent).toMatch(
      /^KWI-\d+ · (Wi-Fi|Z-Wave|Zigbee)$/,
    );
    expect(within(first).getByText('BETA')).toBeTruthy();
    expect(within(group('August')).getAllByText('LIVE').length).toBeGreaterThan(0);
    expect(within(group('August')).getByRole('img', { name: 'August logo' })).toBeTruthy();
  });

  it('hides the connection type unknown', async () => {
    await renderTable();
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    await userEvent
      .setup()
      .click(within(group('August')).getByRole('button', { name: 'See all 5 August Devices' }));
    const details = within(group('August'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.pl-catalogue-model__details')?.textContent);
    expect(details.some((text) => text === undefined || !text.includes('·'))).toBe(true);
    expect(details.join(' ')).not.toContain('unknown');
  });

  it('shows a manufacturer annotation as text above its models', async () => {
    await renderTable();
    await screen.findByRole('heading', { name: 'Schlage Devices' }, slow);
    expect(within(group('Schlage')).getByText(/Schlage Home app/)).toBeTruthy();
  });

  it('shows three models of a larger group, then all with See all N, then three with Show less', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'Yale Devices' }, slow);
    expect(modelNames('Yale')).toHaveLength(3);
    const toggle = within(group('Yale')).getByRole('button', { name: 'See all 6 Yale Devices' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(modelNames('Yale')).toHaveLength(6);
    expect(toggle.textContent).toBe('Show less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(modelNames('Yale')).toHaveLength(3);
    // Groups of three or fewer have nothing to expand.
    expect(within(group('Minut')).queryByRole('button')).toBeNull();
  });

  it('names each See all N and Show less by its group, keeping the visible text', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'Yale Devices' }, slow);
    // No toggle is named by its words alone, which every group's toggle shares.
    expect(screen.queryAllByRole('button', { name: /^(See all \d+|Show less)$/ })).toHaveLength(0);
    const schlage = screen.getByRole('button', { name: 'See all 5 Schlage Devices' });
    expect(group('Schlage').contains(schlage)).toBe(true);
    const yale = screen.getByRole('button', { name: 'See all 6 Yale Devices' });
    expect(group('Yale').contains(yale)).toBe(true);
    expect(yale.textContent).toBe('See all 6');
    await user.click(yale);
    expect(screen.getByRole('button', { name: 'Show less Yale Devices' })).toBe(yale);
    expect(yale.textContent).toBe('Show less');
  });

  it('sorts the models of a group by name', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'Yale Devices' }, slow);
    await user.click(within(group('Yale')).getByRole('button', { name: 'See all 6 Yale Devices' }));
    const names = modelNames('Yale');
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('counts a chosen manufacturer and supported-only turned off on the Filters button', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(screen.getByRole('button', { name: 'Filters, none active' })).toBeTruthy();
    await openFilters(user);
    const select = screen.getByRole('combobox', { name: 'Manufacturer' });
    expect(within(select).getAllByRole('option')[0]?.textContent).toBe('All');
    await user.selectOptions(select, 'Yale');
    await waitFor(() => expect(groupTitles()).toEqual(['Yale Devices']), slow);
    expect(screen.getByRole('button', { name: 'Filters, 1 active' }).textContent).toContain('1');

    await user.click(screen.getByRole('checkbox', { name: 'Supported' }));
    expect(screen.getByRole('button', { name: 'Filters, 2 active' }).textContent).toContain('2');
    await user.selectOptions(select, 'All');
    await screen.findByRole('heading', { name: 'Lockly Devices' }, slow);
    expect(within(group('Lockly')).getAllByText('Inquire').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '2N Devices' })).toBeTruthy();
  });

  it('offers only supported manufacturers under Supported, every one without, and asks the API so', async () => {
    const requests: string[] = [];
    const { user } = await renderTable({}, requests);
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    await openFilters(user);
    const select = screen.getByRole('combobox', { name: 'Manufacturer' });
    const offered = () =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    // Lockly (planned) has models but none that Supported shows: choosing it found nothing.
    expect(offered()).toEqual(SUPPORTED);
    await user.click(screen.getByRole('checkbox', { name: 'Supported' }));
    await waitFor(() => expect(offered()).toContain('Lockly'), slow);
    expect(offered()).toContain('Yale');
    expect(requests.filter((path) => path === MANUFACTURERS)).toHaveLength(2);

    // Supported again: a chosen manufacturer it cannot show leaves the choice, rather than the
    // dropdown showing 'All' over a filter that finds nothing.
    await user.selectOptions(select, 'Lockly');
    await screen.findByRole('heading', { name: 'Lockly Devices' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Supported' }));
    await waitFor(() => expect(offered()).toEqual(SUPPORTED), slow);
    expect((select as HTMLSelectElement).value).toBe('');
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(screen.getByRole('button', { name: 'Filters, none active' })).toBeTruthy();
    // Both lists were cached: switching back asked for neither again.
    expect(requests.filter((path) => path === MANUFACTURERS)).toHaveLength(2);
  });

  it('replaces the title, or hides it from view with heading={null}, as the other tables do', async () => {
    const { unmount } = await renderTable({ heading: 'Compatible locks' });
    const custom = await screen.findByRole('heading', { level: 2, name: 'Compatible locks' });
    expect(custom.querySelector('.pl-visually-hidden')).toBeNull();
    unmount();
    await renderTable({ heading: null });
    const hidden = await screen.findByRole('heading', { level: 2 });
    expect(hidden.querySelector('.pl-visually-hidden')?.textContent).toBe(hidden.textContent);
    expect(hidden.textContent).not.toBe('');
  });

  it('searches once typing pauses, without refetching the manufacturers', async () => {
    const requests: string[] = [];
    const { user } = await renderTable({}, requests);
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search device models' }), 'Encode');
    await waitFor(() => expect(groupTitles()).toEqual(['Schlage Devices']), slow);
    expect(modelNames('Schlage').every((name) => name?.includes('Encode'))).toBe(true);
    expect(requests.filter((path) => path === MANUFACTURERS)).toHaveLength(1);
    // Six keystrokes, one search: the first load and the settled text.
    expect(requests.filter((path) => path === MODELS).length).toBeLessThan(6);
  });

  it('says nothing matched a search and clears it with Clear search terms', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    const search = screen.getByRole('searchbox', { name: 'Search device models' });
    await user.type(search, 'zzz-no-such-model');
    expect(await screen.findByText('No device models matched your search.', {}, slow)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search terms' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(search);
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
  });

  it('typing right after Clear search terms never brings the cleared search back meanwhile', async () => {
    const { user } = await renderTable();
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    const search = screen.getByRole('searchbox', { name: 'Search device models' });
    await user.type(search, 'zzz-no-such-model');
    await screen.findByText('No device models matched your search.', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Clear search terms' }));
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    // The next search is still being typed: the cleared one must not come back in the meantime.
    await user.type(search, 'Enc');
    expect(screen.queryByText('No device models matched your search.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear search terms' })).toBeNull();
    await waitFor(() => expect(groupTitles()).toEqual(['Schlage Devices']), slow);
  });

  it('shows the error with Retry when the models fail, and Retry recovers', async () => {
    await api.fault({ path: MODELS, status: 500, count: 5 });
    const { user } = await renderTable();
    expect(
      await screen.findByText('There was an error fetching device models.', {}, slow),
    ).toBeTruthy();
    await api.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps the models when the manufacturers fail and the host lists none', async () => {
    await api.fault({ path: MANUFACTURERS, status: 503, count: 5 });
    const queryClient = testQueryClient();
    renderWithClient(<SupportedDeviceTable />, api.client, queryClient);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    // Both answers are in: the models, and the manufacturers' failure.
    await waitFor(() => {
      const [manufacturers] = queryClient.getQueryCache().findAll({
        queryKey: deviceCatalogueKeys.manufacturerLists(),
      });
      expect(manufacturers?.state.status).toBe('error');
    }, slow);
    expect(screen.queryByText('There was an error fetching device models.')).toBeNull();
    expect(groupTitles()).toEqual(SUPPORTED.map((name) => `${name} Devices`));
    // What degrades: the logo is the initial's box (the models carry no logo), and only 'All'
    // is left to choose.
    const logo = within(group('August')).getByRole('img', { name: 'August logo' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo.textContent).toBe('A');
    await openFilters(user);
    const select = screen.getByRole('combobox', { name: 'Manufacturer' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All']);
  });

  it('shows the error when the manufacturers fail and the host lists manufacturers', async () => {
    await api.fault({ path: MANUFACTURERS, status: 503, count: 5 });
    await renderTable({ manufacturers: ['Yale', 'August'] });
    expect(
      await screen.findByText('There was an error fetching device models.', {}, slow),
    ).toBeTruthy();
  });

  it('says no models were found when the catalogue answers none', async () => {
    await api.fault({ path: MODELS, kind: 'empty' });
    await renderTable();
    expect(await screen.findByText('No device models found.', {}, slow)).toBeTruthy();
  });

  it('says no models were found when none match the host filters', async () => {
    await renderTable({ includeIf: ['no_such_feature'] });
    expect(await screen.findByText('No device models found.', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search terms' })).toBeNull();
  });

  it('passes include_if and exclude_if to the catalogue', async () => {
    await renderTable({ includeIf: ['software_features.can_program_climate_schedules'] });
    await screen.findByRole('heading', { name: 'ecobee Devices' }, slow);
    expect(groupTitles()).toEqual([
      'ecobee Devices',
      'Google Nest Devices',
      'Honeywell Resideo Devices',
    ]);
  });

  it('shows only the manufacturers the host includes, by display name', async () => {
    await renderTable({ manufacturers: ['Yale', 'August'] });
    await waitFor(() => expect(groupTitles()).toEqual(['August Devices', 'Yale Devices']), slow);
  });

  it('shows the manufacturers the host includes by a display name with a space', async () => {
    await renderTable({ manufacturers: ['Google Nest', 'August'] });
    await waitFor(
      () => expect(groupTitles()).toEqual(['August Devices', 'Google Nest Devices']),
      slow,
    );
    expect(screen.queryByText('There was an error fetching device models.')).toBeNull();
  });

  it('leaves out the manufacturers the host excludes, by id', async () => {
    const { manufacturers } = await api.api<{
      manufacturers: Array<{ manufacturer_id: string; display_name: string }>;
    }>(MANUFACTURERS);
    const august = manufacturers.find((m) => m.display_name === 'August')?.manufacturer_id;
    if (!august) throw new Error('no seeded August');
    await renderTable({ excludedManufacturers: [august] });
    await screen.findByRole('heading', { name: 'Yale Devices' }, slow);
    expect(groupTitles()).toEqual(
      SUPPORTED.filter((name) => name !== 'August').map((name) => `${name} Devices`),
    );
  });

  it('ignores the host manufacturer lists when an entry contains a quote', async () => {
    await renderTable({ manufacturers: ['Yale', 'Ac"me'] });
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(groupTitles()).toEqual(SUPPORTED.map((name) => `${name} Devices`));
  });

  it('shows no models when the host includes no manufacturer', async () => {
    await renderTable({ manufacturers: [] });
    expect(await screen.findByText('No device models found.', {}, slow)).toBeTruthy();
  });

  it('announces each state in one status that stays in the page, from loading to results', async () => {
    const { user } = await renderTable();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading device models...');
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toMatch(/^\d+ device models$/);
    const search = screen.getByRole('searchbox', { name: 'Search device models' });
    await user.type(search, 'zzz-no-such-model');
    await waitFor(
      () => expect(status.textContent).toBe('No device models matched your search.'),
      slow,
    );
    expect(screen.getByRole('status')).toBe(status);
    // The button is beside the status, not part of what it announces.
    expect(status.contains(screen.getByRole('button', { name: 'Clear search terms' }))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear search terms' }));
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toMatch(/^\d+ device models$/);
  });

  it('says no models were found in the status that showed the loading state', async () => {
    await api.fault({ path: MODELS, kind: 'empty' });
    await renderTable();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading device models...');
    await waitFor(() => expect(status.textContent).toBe('No device models found.'), slow);
    expect(screen.getByRole('status')).toBe(status);
    expect(screen.getByText('No device models found.')).toBe(status);
  });
});

describe('SupportedDeviceTable while the load waits for the connection', () => {
  const WAITING = 'Waiting for a connection to try again';

  it('a first load that starts offline says it waits in the loading status, and loads once online', async () => {
    try {
      onlineManager.setOnline(false);
      await renderTable();
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(`Loading device models... ${WAITING}`),
      );
      onlineManager.setOnline(true);
      await screen.findByRole('heading', { name: 'August Devices' }, slow);
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      // The manager is shared by every test of the file.
      onlineManager.setOnline(true);
    }
  });

  it('a Retry paused offline says it waits in the loading status, and loads once online', async () => {
    await api.fault({ path: MODELS, status: 500, count: 5 });
    const { user } = await renderTable();
    await screen.findByText('There was an error fetching device models.', {}, slow);
    await api.clearFaults();
    try {
      // What the browser fires; TanStack's online manager listens for it and pauses fetches.
      window.dispatchEvent(new Event('offline'));
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(`Loading device models... ${WAITING}`),
      );
      window.dispatchEvent(new Event('online'));
      await screen.findByRole('heading', { name: 'August Devices' }, slow);
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('SupportedDeviceTable after another catalogue on the same cache', () => {
  it("never shows another table's unfiltered models while its own manufacturer list loads", async () => {
    const queryClient = testQueryClient();
    const user = userEvent.setup();
    // An unrestricted catalogue with Supported turned off caches the models of the bare call.
    const first = renderWithClient(<SupportedDeviceTable />, api.client, queryClient);
    await screen.findByRole('heading', { name: 'August Devices' }, slow);
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Supported' }));
    await screen.findByRole('heading', { name: '2N Devices' }, slow);
    first.unmount();

    // A catalogue without August, whose manufacturer list is slow to answer.
    await api.fault({ path: MANUFACTURERS, kind: 'slow', latency_ms: 1_500 });
    renderWithClient(
      <SupportedDeviceTable excludedManufacturers={['August']} />,
      api.client,
      queryClient,
    );
    expect(groupTitles()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Loading device models...');
    await waitFor(() => expect(groupTitles().length).toBeGreaterThan(0), slow);
    expect(groupTitles()).not.toContain('August Devices');
    expect(groupTitles()).not.toContain('2N Devices');
  });
});
