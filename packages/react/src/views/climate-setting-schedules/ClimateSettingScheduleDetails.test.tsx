import type { ClimateSettingSchedule, PorchlightClient } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findSnackbar, querySnackbar } from '../../test-utils/announcements.js';
import { politeTexts, WAITING } from '../../test-utils/connection-wait.js';
import {
  renderWithClient,
  renderWithPublishableKey,
  setupFakeApi,
} from '../../test-utils/fake-api.js';
import { gatedClient } from '../../test-utils/gated-client.js';
import { formatDate, formatDateTime } from '../../ui/format-date.js';
import { ClimateSettingScheduleDetails, ClimateSettingScheduleTable } from '../navigation.js';

const api = setupFakeApi();
const GET = '/thermostats/climate_setting_schedules/get';
const UPDATE = '/thermostats/climate_setting_schedules/update';

let schedules: ClimateSettingSchedule[] = [];

beforeEach(async () => {
  const livingRoom = await api.deviceId('Living Room Thermostat');
  const answer = await api.api<{ climate_setting_schedules: ClimateSettingSchedule[] }>(
    '/thermostats/climate_setting_schedules/list',
    { device_id: livingRoom },
  );
  schedules = answer.climate_setting_schedules;
});

const named = (name: string) => {
  const schedule = schedules.find((s) => s.name === name);
  if (!schedule) throw new Error(`no schedule named ${name}`);
  return schedule;
};
const detail = (label: string) =>
  [...document.querySelectorAll('.pl-schedule-details__row')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd');
const serverOverride = async (id: string) =>
  (
    await api.api<{ climate_setting_schedule: ClimateSettingSchedule }>(GET, {
      climate_setting_schedule_id: id,
    })
  ).climate_setting_schedule.manual_override_allowed;

async function renderDetails(name: string, unit?: 'fahrenheit' | 'celsius') {
  const schedule = named(name);
  renderWithClient(
    <ClimateSettingScheduleDetails
      climateSettingScheduleId={schedule.climate_setting_schedule_id}
      temperatureUnit={unit}
    />,
    api.client,
  );
  await screen.findByText(name, { selector: '.pl-schedule-card__name' });
  await screen.findByText('Living Room Thermostat', { selector: '.pl-schedule-card__device' });
  return schedule;
}

describe('ClimateSettingScheduleDetails against the fake API', () => {
  it('shows the card, the note, the times in the viewer zone, the climate and the creation date', async () => {
    const schedule = await renderDetails('Weekend Guests');
    expect(
      screen.getByRole('heading', { name: 'Weekend Guests, Climate setting schedule', level: 2 }),
    ).toBeTruthy();
    expect(
      screen.getByText('Thermostat will return to its default setting at end time.'),
    ).toBeTruthy();
    // One 'Start/End Time' row (the spec's label): an arrow to see, 'to' to hear.
    const range = detail('Start/End Time');
    expect(range?.textContent).toBe(
      `${formatDateTime(new Date(schedule.schedule_starts_at))} to ${formatDateTime(new Date(schedule.schedule_ends_at))}`,
    );
    // The arrow is a directional icon (it points the way of the line), hidden from the tree.
    const arrow = range?.querySelector('.pl-schedule-details__arrow');
    expect(arrow?.getAttribute('aria-hidden')).toBe('true');
    expect(arrow?.querySelector('.pl-icon--directional svg')).toBeTruthy();
    expect(range?.querySelector('.pl-visually-hidden')?.textContent).toBe(' to ');
    expect(detail('Climate setting')?.textContent).toBe('Heat & Cool · 69°F – 74°F');
    expect(detail('Creation date')?.textContent).toBe(formatDate(new Date(schedule.created_at)));
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('shows the climate in Celsius when asked', async () => {
    await renderDetails('Holiday Away', 'celsius');
    expect(detail('Climate setting')?.textContent).toBe('Heat & Cool · 15°C – 27°C');
  });

  it("shows the thermostat's current climate on the card, in the card's unit", async () => {
    const schedule = await renderDetails('Holiday Away', 'celsius');
    const { device } = await api.api<{ device: { properties: Record<string, unknown> } }>(
      '/devices/get',
      { device_id: schedule.device_id },
    );
    const current = device.properties.current_climate_setting as Record<string, number>;
    const line = document.querySelector('.pl-schedule-card__current');
    expect(line?.textContent).toMatch(/^Current climate: /);
    expect(line?.textContent).toContain(
      `${Math.round(current.heating_set_point_celsius ?? Number.NaN)}°C`,
    );
  });

  it('turns manual override on, tells the person, and the server agrees', async () => {
    const user = userEvent.setup();
    const schedule = await renderDetails('Weekend Guests');
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('Successfully updated manual override!')).toBeTruthy();
    expect(await serverOverride(schedule.climate_setting_schedule_id)).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('rolls the switch back and shows the error when the update fails', async () => {
    const user = userEvent.setup();
    const schedule = await renderDetails('Holiday Away');
    await api.fault({ path: UPDATE, status: 500, count: 10 });
    const toggle = screen.getByRole('switch', { name: 'Allow manual override' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    const alert = await findSnackbar();
    expect(alert.textContent).toContain('Error updating manual override. Please try again.');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await api.clearFaults();
    expect(await serverOverride(schedule.climate_setting_schedule_id)).toBe(true);
  });

  it('says so when the schedule cannot be loaded, and Try again refetches', async () => {
    const user = userEvent.setup();
    const schedule = named('Spring Break');
    await api.fault({ path: GET, status: 500, count: 10 });
    renderWithClient(
      <ClimateSettingScheduleDetails
        climateSettingScheduleId={schedule.climate_setting_schedule_id}
      />,
      api.client,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This climate setting schedule could not be loaded');
    await api.clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Spring Break', { selector: '.pl-schedule-card__name' }),
    ).toBeTruthy();
  });

  it('says it could not load, not a spinner, when the session could not be created, and Try again recovers', async () => {
    const schedule = named('Weekend Guests');
    await api.fault({ path: '/client_sessions/get_or_create', status: 400, count: 1 });
    renderWithPublishableKey(
      api.server,
      <ClimateSettingScheduleDetails
        climateSettingScheduleId={schedule.climate_setting_schedule_id}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This climate setting schedule could not be loaded');
    expect(document.querySelector('.pl-spinner')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Weekend Guests', { selector: '.pl-schedule-card__name' }),
    ).toBeTruthy();
  });
});

describe('ClimateSettingScheduleDetails whose first load waits for the connection', () => {
  const weekendGuests = () => (
    <ClimateSettingScheduleDetails
      climateSettingScheduleId={named('Weekend Guests').climate_setting_schedule_id}
    />
  );

  /** Renders offline with `render`: the wait is said beside the spinner, then the schedule loads. */
  async function expectWaitThenLoad(render: () => unknown) {
    try {
      onlineManager.setOnline(false);
      render();
      await waitFor(() => expect(politeTexts()).toContain(WAITING), { timeout: 10_000 });
      expect(politeTexts().filter((text) => text === WAITING)).toHaveLength(1);
      expect(document.querySelector('.pl-spinner')).not.toBeNull();
      onlineManager.setOnline(true);
      expect(
        await screen.findByText(
          'Weekend Guests',
          { selector: '.pl-schedule-card__name' },
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
      expect(document.body.textContent).not.toContain(WAITING);
    } finally {
      onlineManager.setOnline(true);
    }
  }

  it('says it waits beside the spinner while its read is paused offline', async () => {
    await expectWaitThenLoad(() => renderWithClient(weekendGuests(), api.client));
  });

  it('says it waits beside the spinner while the publishable key waits offline', async () => {
    await expectWaitThenLoad(() => renderWithPublishableKey(api.server, weekendGuests()));
  });
});

describe('ClimateSettingScheduleDetails with a save still running when the person leaves with Back', () => {
  /** The schedule table with one schedule opened from its row. */
  async function openFromTable(client: PorchlightClient, name: string) {
    const user = userEvent.setup();
    const deviceId = await api.deviceId('Living Room Thermostat');
    renderWithClient(<ClimateSettingScheduleTable deviceId={deviceId} />, client);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
    const toggle = await screen.findByRole('switch', { name: 'Allow manual override' });
    const leave = async () => {
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await screen.findByRole('button', { name: new RegExp(`^${name}`) });
      expect(screen.queryByRole('switch', { name: 'Allow manual override' })).toBeNull();
    };
    return { user, toggle, leave };
  }

  it('still tells a failed manual override after the person went back to the table', async () => {
    const { client, held, open } = gatedClient(api.server, UPDATE);
    const { user, toggle, leave } = await openFromTable(client, 'Weekend Guests');
    await api.fault({ path: UPDATE, status: 400 });
    await user.click(toggle);
    await held;
    await leave();
    open();
    const alert = await findSnackbar('assertive', { timeout: 10_000 });
    expect(alert.textContent).toContain('Error updating manual override. Please try again.');
    expect(await serverOverride(named('Weekend Guests').climate_setting_schedule_id)).toBe(false);
  });

  it('says nothing more when a save that was running as the person left succeeds', async () => {
    const { client, held, open } = gatedClient(api.server, UPDATE);
    const { user, toggle, leave } = await openFromTable(client, 'Weekend Guests');
    await user.click(toggle);
    await held;
    await leave();
    open();
    const id = named('Weekend Guests').climate_setting_schedule_id;
    await waitFor(async () => expect(await serverOverride(id)).toBe(true));
    expect(querySnackbar('assertive')).toBeNull();
    expect(querySnackbar('polite')).toBeNull();
  });
});
