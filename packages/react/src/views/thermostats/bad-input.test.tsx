import { PorchlightClient } from '@porchlight/client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawDevice, TestProvider, testQueryClient } from '../../test-utils/fake-api.js';
import { slideTo } from '../../test-utils/slider.js';
import { ThermostatCard, ThermostatDetails } from '../navigation.js';
import { CLIMATE_SAVE_DEBOUNCE_MS } from './use-climate-control.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * Fakes the timers for a test that skips the quiet before a climate save with {@link quiet}
 * instead of waiting it out; real time still moves them, so requests go on as before.
 */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The quiet after the last climate change, at once. */
const quiet = () => act(() => vi.advanceTimersByTime(CLIMATE_SAVE_DEBOUNCE_MS));

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const attempt = (status: string) => ({
  action_attempt_id: 'aa1',
  action_type: 'SET_HEAT',
  status,
  result: status === 'success' ? {} : null,
  error: null,
});

/**
 * A client over a `fetch` stub serving one (possibly malformed) thermostat and noting every write,
 * for shapes the fake API never produces.
 */
function thermostatClient(
  device: Record<string, unknown>,
  sent: Sent[],
  answers: {
    schedules?: unknown[];
    /** Holds the schedule list's answer until it settles. */
    holdSchedules?: Promise<void>;
    account?: Record<string, unknown>;
  } = {},
): PorchlightClient {
  const fetchStub = async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname;
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (path === '/devices/get') return json({ device, ok: true });
    if (path === '/thermostats/climate_setting_schedules/list') {
      await answers.holdSchedules;
      return json({ climate_setting_schedules: answers.schedules ?? [], ok: true });
    }
    if (path === '/connected_accounts/get' && answers.account) {
      return json({ connected_account: answers.account, ok: true });
    }
    if (path === '/action_attempts/get')
      return json({ action_attempt: attempt('success'), ok: true });
    if (path.startsWith('/thermostats/')) {
      sent.push({ path, body });
      return json({ action_attempt: attempt('success'), ok: true });
    }
    return json({ error: { type: 'not_found', message: 'Not found' }, ok: false }, 404);
  };
  return new PorchlightClient(
    { apiKey: 'seam_apikey1_stub' },
    { endpoint: 'http://stub.test', fetch: fetchStub, retries: 0 },
  );
}

function renderDetails(
  properties: Record<string, unknown>,
  sent: Sent[] = [],
  answers: Parameters<typeof thermostatClient>[2] = {},
) {
  const device = rawDevice({
    device_id: 't1',
    device_type: 'ecobee_thermostat',
    connected_account_id: 'ca1',
    capabilities_supported: ['thermostat'],
    properties: { name: 'Odd Thermostat', online: true, ...properties },
  });
  return render(
    <TestProvider client={thermostatClient(device, sent, answers)} queryClient={testQueryClient()}>
      <ThermostatDetails deviceId="t1" />
    </TestProvider>,
  );
}

function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no detail row '${label}'`);
  return value;
}
const modes = () =>
  within(screen.getByRole('radiogroup', { name: 'Mode' }))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('value'));

describe('thermostat bad input', () => {
  it('renders fallbacks for a thermostat missing temperature, humidity and climate settings', async () => {
    renderDetails({});
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    expect(detail('Temperature').textContent).toBe('--');
    expect(detail('Humidity').textContent).toBe('--');
    expect(detail('Setting').textContent).toBe('--');
    expect(detail('Fan mode').textContent).toBe('--');
    const fan = within(screen.getByRole('radiogroup', { name: 'Fan mode' })).getAllByRole('radio');
    expect(fan.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(detail('Default climate').textContent).toBe('None');
    expect(modes()).toEqual(['off']);
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('never offers a mode the thermostat reports but cannot do', async () => {
    renderDetails({
      is_heating_available: true,
      is_cooling_available: false,
      available_hvac_mode_settings: ['heat', 'cool', 'heat_cool', 'off'],
      current_climate_setting: { hvac_mode_setting: 'cool', cooling_set_point_fahrenheit: 72 },
    });
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    expect(modes()).toEqual(['heat', 'off']);
    // Its reported mode is impossible: the controls start from the first it can do.
    expect(
      (
        within(screen.getByRole('radiogroup', { name: 'Mode' })).getByRole('radio', {
          name: 'Heat',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it('brings set points outside its own limits inside, and never sends one outside', async () => {
    const sent: Sent[] = [];
    const user = fakeTimers();
    renderDetails(
      {
        is_heating_available: true,
        min_heating_set_point_fahrenheit: 55,
        max_heating_set_point_fahrenheit: 80,
        current_climate_setting: { hvac_mode_setting: 'heat', heating_set_point_fahrenheit: 95 },
      },
      sent,
    );
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    const heat = screen.getByRole('slider', { name: 'Heating set point' }) as HTMLInputElement;
    expect(heat.value).toBe('80');
    heat.focus();
    await user.keyboard('{PageUp}{ArrowUp}{End}');
    slideTo(heat, '200');
    expect(heat.value).toBe('80');
    await user.keyboard('{ArrowDown}');
    quiet();
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toEqual({
      path: '/thermostats/heat',
      body: { device_id: 't1', heating_set_point_fahrenheit: 79 },
    });
  });

  it('sends the set point left alone as the device reports it, not rounded (71.5 °F)', async () => {
    const sent: Sent[] = [];
    const user = fakeTimers();
    renderDetails(
      {
        is_heating_available: true,
        is_cooling_available: true,
        current_climate_setting: {
          hvac_mode_setting: 'heat_cool',
          heating_set_point_fahrenheit: 71.5,
          cooling_set_point_fahrenheit: 77,
        },
      },
      sent,
    );
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    expect(
      (screen.getByRole('slider', { name: 'Heating set point' }) as HTMLInputElement).value,
    ).toBe('72');
    screen.getByRole('slider', { name: 'Cooling set point' }).focus();
    await user.keyboard('{ArrowUp}');
    quiet();
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    expect(sent[0]).toEqual({
      path: '/thermostats/heat_cool',
      body: {
        device_id: 't1',
        heating_set_point_fahrenheit: 71.5,
        cooling_set_point_fahrenheit: 78,
      },
    });
  });

  it('shows a thermostat that reports only Celsius fields, in both units', async () => {
    const user = userEvent.setup();
    renderDetails({
      is_heating_available: true,
      is_cooling_available: true,
      temperature_celsius: 22.8,
      relative_humidity: 0.5,
      current_climate_setting: {
        hvac_mode_setting: 'heat_cool',
        heating_set_point_celsius: 20,
        cooling_set_point_celsius: 25,
      },
    });
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    expect(detail('Temperature').textContent).toBe('73°F');
    expect(detail('Setting').textContent).toBe('Heat & Cool · 68°F – 77°F');
    await user.click(screen.getByRole('radio', { name: '°C' }));
    expect(detail('Temperature').textContent).toBe('22°C');
    expect(
      (screen.getByRole('slider', { name: 'Cooling set point' }) as HTMLInputElement).value,
    ).toBe('25');
  });

  it('disables the controls of an offline thermostat and says why', async () => {
    renderDetails({
      online: false,
      is_heating_available: true,
      is_cooling_available: true,
      current_climate_setting: {
        hvac_mode_setting: 'heat_cool',
        heating_set_point_fahrenheit: 68,
        cooling_set_point_fahrenheit: 75,
      },
      fan_mode_setting: 'auto',
    });
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    const reason =
      'This thermostat is offline, so its settings cannot be changed until it reconnects.';
    expect(screen.getByText(reason)).toBeTruthy();
    expect(detail('Setting').textContent).toBe('Heat & Cool · 68°F – 75°F');
    const heat = screen.getByRole('slider', { name: 'Heating set point' }) as HTMLInputElement;
    expect(heat.disabled).toBe(true);
    expect(screen.getByRole('slider', { name: 'Heating set point', description: reason })).toBe(
      heat,
    );
    // The raise and lower buttons, disabled too, say the same reason to a screen reader's browse.
    for (const name of ['Raise heating set point', 'Lower cooling set point']) {
      const button = screen.getByRole('button', { name, description: reason }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
    }
    for (const radio of within(screen.getByRole('radiogroup', { name: 'Mode' })).getAllByRole(
      'radio',
    )) {
      expect((radio as HTMLInputElement).disabled).toBe(true);
    }
    expect(
      (
        within(screen.getByRole('radiogroup', { name: 'Fan mode' })).getByRole('radio', {
          name: 'On',
        }) as HTMLInputElement
      ).disabled,
    ).toBe(true);
    const override = screen.getByRole('switch', {
      name: 'Allow manual override',
      description: reason,
    }) as HTMLButtonElement;
    expect(override.disabled).toBe(true);
  });
});

describe('thermostat details wording', () => {
  it.each([
    [{ is_heating: true, is_cooling: true, is_fan_running: true }, 'Heating'],
    [{ is_cooling: true, is_fan_running: true }, 'Cooling'],
    [{ is_fan_running: true }, 'Fan only'],
    [{ is_heating: false, is_cooling: false, is_fan_running: false }, '--'],
  ])('says the system status of %o as %s', async (flags, status) => {
    renderDetails(flags);
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    expect(detail('System status').textContent).toBe(status);
  });

  it("says 'View scheduled climates' until the count is known", async () => {
    let release = () => {};
    const holdSchedules = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderDetails({}, [], { holdSchedules });
    expect(await screen.findByRole('button', { name: 'View scheduled climates' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: '0 scheduled climates' })).toBeTruthy();
  });

  it('counts one scheduled climate in the singular', async () => {
    renderDetails({}, [], { schedules: [{ climate_setting_schedule_id: 's1', device_id: 't1' }] });
    expect(await screen.findByRole('button', { name: '1 scheduled climate' })).toBeTruthy();
  });

  it('names the linked account by its id when the account has no email', async () => {
    renderDetails({}, [], { account: { connected_account_id: 'ca1', user_identifier: {} } });
    await screen.findByRole('heading', { name: 'Odd Thermostat' });
    await waitFor(() => expect(detail('Linked account').textContent).toBe('ca1'));
  });

  it('names the linked account by its email when it has one', async () => {
    renderDetails({}, [], {
      account: { connected_account_id: 'ca1', user_identifier: { email: 'jane@example.com' } },
    });
    await waitFor(() => expect(detail('Linked account').textContent).toBe('jane@example.com'));
  });
});

describe('ThermostatCard', () => {
  it('shows name, temperature, humidity, setting, fan mode and status, and remembers the unit', async () => {
    const user = userEvent.setup();
    const device = rawDevice({
      device_id: 't1',
      device_type: 'nest_thermostat',
      properties: {
        name: 'Hall',
        online: true,
        temperature_fahrenheit: 71.9,
        relative_humidity: 0.42,
        fan_mode_setting: 'on',
        is_fan_running: true,
        is_cooling: true,
        current_climate_setting: { hvac_mode_setting: 'cool', cooling_set_point_fahrenheit: 74 },
      },
    });
    const client = thermostatClient(device, []);
    const queryClient = testQueryClient();
    const view = render(
      <TestProvider client={client} queryClient={queryClient}>
        <ThermostatCard deviceId="t1" />
      </TestProvider>,
    );
    await screen.findByRole('heading', { name: 'Hall', level: 2 });
    expect(detail('Temperature').textContent).toBe('71°F');
    expect(detail('Humidity').textContent).toBe('42%');
    expect(detail('Setting').textContent).toBe('Cool · 74°F');
    expect(detail('Fan mode').textContent).toBe('On');
    expect(detail('System status').textContent).toBe('Cooling');
    await user.click(screen.getByRole('radio', { name: '°C' }));
    expect(detail('Temperature').textContent).toBe('22°C');
    view.unmount();
    // Another card under the same provider starts in the unit chosen.
    render(
      <TestProvider client={client} queryClient={queryClient}>
        <ThermostatCard deviceId="t1" />
      </TestProvider>,
    );
    await screen.findByRole('heading', { name: 'Hall', level: 2 });
    expect(detail('Temperature').textContent).toBe('22°C');
  });
});
