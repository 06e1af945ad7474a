import { PorchlightClient } from '@porchlight/client';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithClient } from '../../test-utils/fake-api.js';
import { ClimateSettingScheduleDetails, ClimateSettingScheduleTable } from '../navigation.js';

afterEach(cleanup);

const hostile = '<img src=x onerror="globalThis.pwned=true">Guests <b>bold</b>';

const thermostat = {
  device_id: 't1',
  device_type: 'ecobee_thermostat',
  capabilities_supported: ['thermostat'],
  properties: { name: 'Hall Thermostat' },
};
const malformedSchedules: unknown[] = [
  { climate_setting_schedule_id: 'no-name', device_id: 't1', hvac_mode_setting: 'heat' },
  {
    climate_setting_schedule_id: 'reversed',
    device_id: 't1',
    name: 'Reversed',
    schedule_starts_at: '2099-01-02T00:00:00.000Z',
    schedule_ends_at: '2099-01-01T00:00:00.000Z',
    hvac_mode_setting: 'turbo',
    heating_set_point_fahrenheit: 'hot',
  },
  {
    climate_setting_schedule_id: 'bad-dates',
    device_id: 't1',
    name: hostile,
    schedule_starts_at: 'yesterday',
    schedule_ends_at: null,
    created_at: 42,
    manual_override_allowed: 'maybe',
  },
  {
    climate_setting_schedule_id: 'orphan',
    device_id: 'gone',
    name: 'Orphan',
    schedule_starts_at: '2020-01-01T00:00:00.000Z',
    schedule_ends_at: '2020-01-02T00:00:00.000Z',
    hvac_mode_setting: 'cool',
  },
  null,
  42,
  { name: 'No id' },
  { climate_setting_schedule_id: 'no-name', name: 'Duplicate id' },
];

/** A client over a stub answering device and schedule calls with malformed data. */
function stubClient(): PorchlightClient {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const byId = (id: string | null) =>
    malformedSchedules.find(
      (s) =>
        (s as { climate_setting_schedule_id?: string } | null)?.climate_setting_schedule_id === id,
    );
  const fetchStub = async (input: string) => {
    const url = new URL(input);
    const param = (name: string) => url.searchParams.get(name);
    switch (url.pathname) {
      case '/devices/list':
        return json({
          devices: [thermostat, null, { device_id: 'lock', device_type: 'yale_lock' }],
        });
      case '/devices/get':
        return param('device_id') === 't1'
          ? json({ device: thermostat })
          : json({ error: { type: 'device_not_found', message: 'Not found' } }, 404);
      case '/thermostats/climate_setting_schedules/list':
        return json({
          climate_setting_schedules: param('device_id') === 't1' ? malformedSchedules : [],
        });
      case '/thermostats/climate_setting_schedules/get':
        return json({ climate_setting_schedule: byId(param('climate_setting_schedule_id')) });
      default:
        return json({}, 404);
    }
  };
  return new PorchlightClient(
    { apiKey: 'seam_apikey1_stub' },
    { endpoint: 'http://stub.test', fetch: fetchStub as never, retries: 0 },
  );
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('malformed climate setting schedules', () => {
  it('render in the table with fallbacks, markup as text and the orphan still listed', async () => {
    renderWithClient(<ClimateSettingScheduleTable deviceId="t1" />, stubClient());
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (4)' }),
    ).toBeTruthy();
    const list = within(screen.getByRole('list'));
    const unnamed = list.getByText('Climate Setting Schedule').closest('button');
    expect(unnamed?.textContent).toContain('Dates unknown');
    expect(unnamed?.textContent).toContain('Heat');
    expect(row('Reversed').textContent).toContain('Starts');
    expect(row('Reversed').textContent).toContain('Unknown mode');
    expect(screen.getByText(hostile)).toBeTruthy();
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
    expect(document.querySelector('.pl-schedule-table img')).toBeNull();
    expect(row('Orphan').textContent).toContain('Expired');
    expect(row('Orphan').textContent).toContain('Cool');
  });

  it("render in every thermostat's table, the orphan named by the fallback", async () => {
    renderWithClient(<ClimateSettingScheduleTable />, stubClient());
    expect(
      await screen.findByRole('heading', { name: 'Climate setting schedules (4)' }),
    ).toBeTruthy();
    expect(row('Orphan').textContent).toContain('Unknown thermostat');
    expect(row('Reversed').textContent).toContain('Hall Thermostat');
  });

  it('open in the details with fallbacks', async () => {
    const user = userEvent.setup();
    renderWithClient(<ClimateSettingScheduleTable deviceId="t1" />, stubClient());
    await screen.findByRole('heading', { name: 'Climate setting schedules (4)' });
    await user.click(row(hostile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await screen.findByRole('heading', { name: `${hostile}, Climate setting schedule` });
    const rows = [...document.querySelectorAll('.pl-schedule-details__row')].map(
      (r) => `${r.querySelector('dt')?.textContent}=${r.querySelector('dd')?.textContent}`,
    );
    expect(rows).toEqual([
      'Start/End Time=-- to --',
      'Climate setting=Unknown mode',
      'Allow manual override=',
      'Creation date=--',
    ]);
    expect(
      screen.getByRole('switch', { name: 'Allow manual override' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('show an orphan schedule on its own with the device fallback', async () => {
    renderWithClient(
      <ClimateSettingScheduleDetails climateSettingScheduleId="orphan" />,
      stubClient(),
    );
    expect(await screen.findByText('Orphan', { selector: '.pl-schedule-card__name' })).toBeTruthy();
    expect(
      await screen.findByText('Unknown thermostat', { selector: '.pl-schedule-card__device' }),
    ).toBeTruthy();
  });
});
