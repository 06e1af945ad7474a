import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorchlightProvider } from '../../provider/PorchlightProvider.js';
import {
  rawDevice,
  renderWithClient,
  stubClient,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { ViewBoundary } from '../../ui/ViewBoundary.js';
import { DeviceDetails, DeviceTable } from '../navigation.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hostile = '<img src=x onerror="globalThis.pwned=true">Porch <b>bold</b>';

const malformed = [
  rawDevice({ device_id: 'bare', device_type: 'yale_lock', properties: undefined }),
  rawDevice({
    device_id: 'nulls',
    device_type: 'august_lock',
    properties: null,
    errors: null,
    warnings: 'x',
    capabilities_supported: 'lock',
  }),
  rawDevice({
    device_id: 'script',
    device_type: 'schlage_lock',
    properties: {
      name: hostile,
      image_url: 'javascript:alert(1)',
      battery: null,
      locked: 'yes',
      online: 'true',
      supported_code_lengths: 'four',
      model: 'not an object',
    },
  }),
  rawDevice({
    device_id: 'data-img',
    device_type: 'nest_thermostat',
    properties: { name: 'Thermo', image_url: 'data:image/svg+xml,<svg onload=alert(1)>' },
  }),
  rawDevice({ device_id: 'gadget', device_type: 'future_gadget', properties: { name: 'Gadget' } }),
  rawDevice({ device_id: 'typeless', device_type: undefined, properties: { name: 'Typeless' } }),
];

describe('malformed device data', () => {
  it('renders the table with fallbacks, HTML as text and no unsafe image', async () => {
    const list = malformed as Array<Record<string, unknown>>;
    renderWithClient(<DeviceTable />, stubClient([...list, null, 42, 'x'] as never));
    expect(await screen.findByRole('heading', { name: 'Devices (4)' })).toBeTruthy();
    expect(screen.getAllByText('Unnamed device')).toHaveLength(2);
    // The name is text: no element came out of it.
    expect(screen.getByText(hostile)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/^https?:/);
    }
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('.pl-device-image--fallback')).toHaveLength(4);
    expect(screen.queryByText('Gadget')).toBeNull();
    expect(screen.queryByText('Typeless')).toBeNull();
  });

  it('opens the details of a device without properties', async () => {
    const user = userEvent.setup();
    renderWithClient(<DeviceTable />, stubClient(malformed));
    await screen.findByRole('heading', { name: 'Devices (4)' });
    await user.click(screen.getAllByRole('button', { name: /Unnamed device/ })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Unnamed device, Device' })).toBeTruthy();
    const details = within(document.querySelector('.pl-device-details') as HTMLElement);
    expect(details.getByText('Device Offline')).toBeTruthy();
    expect(details.getByText('Unknown')).toBeTruthy();
  });

  it('shows lock details of a hostile device safely', async () => {
    renderWithClient(<DeviceDetails deviceId="script" />, stubClient(malformed));
    expect(await screen.findByText(hostile)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Unknown')).toBeTruthy();
    // 'yes' is not a lock state: no toggle is offered on a guess.
    expect(screen.queryByRole('button', { name: /^(Lock|Unlock)$/ })).toBeNull();
  });

  it('renders nothing for a device type it does not know', async () => {
    const client = stubClient(malformed);
    const { container } = renderWithClient(<DeviceDetails deviceId="gadget" />, client);
    await vi.waitFor(() => expect(container.querySelector('.pl-spinner')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('keeps the way back for a device type it does not know, when the host offers one', async () => {
    const client = stubClient(malformed);
    const user = userEvent.setup();
    let backs = 0;
    renderWithClient(<DeviceDetails deviceId="gadget" onBack={() => (backs += 1)} />, client);
    expect(await screen.findByText('Gadget')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gadget, Device' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(backs).toBe(1);
  });

  it('says the device could not be loaded when it does not exist', async () => {
    renderWithClient(<DeviceDetails deviceId="missing" />, stubClient(malformed));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This device could not be loaded',
    );
  });
});

describe('error boundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a retry instead of a blank area and re-mounts the view on retry', async () => {
    const user = userEvent.setup();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('render failed');
      return <p>Recovered</p>;
    }
    render(
      <main>
        <h1>Host page</h1>
        <ViewBoundary>
          <Fragile />
        </ViewBoundary>
      </main>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while showing this view.');
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeTruthy();
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the host page when a host callback throws inside a view', async () => {
    const deviceFilter = () => {
      throw new Error('host bug');
    };
    renderWithClient(
      <>
        <p>Host content</p>
        <DeviceTable deviceFilter={deviceFilter} />
      </>,
      stubClient(malformed),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect(screen.getByText('Host content')).toBeTruthy();
  });

  it("offers the view's Back beside the retry, and only when the host gave one", async () => {
    const user = userEvent.setup();
    const errorFilter = () => {
      throw new Error('host bug');
    };
    const devices = [rawDevice({ properties: { name: 'Lock' }, errors: [{ message: 'x' }] })];
    const onBack = vi.fn();
    renderWithClient(
      <DeviceDetails deviceId="d1" errorFilter={errorFilter} onBack={onBack} />,
      stubClient(devices),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    cleanup();

    renderWithClient(
      <DeviceDetails deviceId="d1" errorFilter={errorFilter} />,
      stubClient(devices),
    );
    const noBack = await screen.findByRole('alert');
    expect(
      within(noBack)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Try again']);
  });

  it('returns from a broken device details screen to the table', async () => {
    const user = userEvent.setup();
    const devices = [
      rawDevice({ device_id: 'ok', properties: { name: 'Fine Lock', locked: true } }),
      rawDevice({ device_id: 'odd', properties: { name: 'Odd Lock', locked: true } }),
    ];
    // A host message override that breaks only on the details screen.
    render(
      <PorchlightProvider
        client={stubClient(devices)}
        queryClient={testQueryClient()}
        disableCssInjection
        disableFontInjection
        disableTelemetry
        messages={{
          devices: {
            accessCodesRow: () => {
              throw new Error('host bug');
            },
          },
        }}
      >
        <DeviceTable />
      </PorchlightProvider>,
    );
    await screen.findByRole('heading', { name: 'Devices (2)' });
    await user.click(screen.getByRole('button', { name: /^Odd Lock/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Devices (2)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the next device when the host switches deviceId after a failure, without Try again', async () => {
    // Only the broken device has an error for the host's filter to throw on.
    const errorFilter = () => {
      throw new Error('host bug');
    };
    const client = stubClient([
      rawDevice({ device_id: 'bad', properties: { name: 'Bad Lock' }, errors: [{ message: 'x' }] }),
      rawDevice({ device_id: 'good', properties: { name: 'Good Lock' } }),
    ]);
    const view = renderWithClient(
      <DeviceDetails deviceId="bad" errorFilter={errorFilter} />,
      client,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    // The same device again stays failed: only a change of what the view shows resets it.
    view.rerender(<DeviceDetails deviceId="bad" errorFilter={errorFilter} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    view.rerender(<DeviceDetails deviceId="good" errorFilter={errorFilter} />);
    expect(await screen.findByRole('heading', { name: 'Good Lock, Device' })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('resets a device table whose ids change, but not for the same ids written inline again', async () => {
    let broken = true;
    const deviceFilter = () => {
      if (broken) throw new Error('host bug');
      return true;
    };
    const client = stubClient([rawDevice({ device_id: 'a', properties: { name: 'Lock A' } })]);
    const view = renderWithClient(
      <DeviceTable deviceIds={['a']} deviceFilter={deviceFilter} />,
      client,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    broken = false;
    view.rerender(<DeviceTable deviceIds={['a']} deviceFilter={deviceFilter} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    view.rerender(<DeviceTable deviceIds={['a', 'b']} deviceFilter={deviceFilter} />);
    expect(await screen.findByRole('heading', { name: 'Devices (1)' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('device identity', () => {
  it('skips listed entries without an id or with a repeated one, so every row opens one device', async () => {
    const user = userEvent.setup();
    renderWithClient(
      <DeviceTable />,
      stubClient([
        rawDevice({ device_id: undefined, properties: { name: 'No Id' } }),
        rawDevice({ device_id: '', properties: { name: 'Empty Id' } }),
        rawDevice({ device_id: 'twin', properties: { name: 'First Twin' } }),
        rawDevice({ device_id: 'twin', properties: { name: 'Second Twin' } }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Devices (1)' })).toBeTruthy();
    expect(screen.queryByText('No Id')).toBeNull();
    expect(screen.queryByText('Empty Id')).toBeNull();
    expect(screen.queryByText('Second Twin')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^First Twin/ }));
    expect(await screen.findByRole('heading', { name: 'First Twin, Device' })).toBeTruthy();
  });

  it('shows each repeated alert of a device once per entry, without key clashes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const same = { error_code: 'dup', message: 'Same problem' };
    renderWithClient(
      <DeviceDetails deviceId="d1" />,
      stubClient([rawDevice({ properties: { name: 'Lock' }, errors: [same, same] })]),
    );
    expect(await screen.findAllByText('Same problem')).toHaveLength(2);
    expect(error.mock.calls.flat().join(' ')).not.toContain('same key');
  });
});
