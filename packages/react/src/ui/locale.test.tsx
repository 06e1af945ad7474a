import { PorchlightInvalidPropsError } from '@porchlight/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PorchlightProvider } from '../provider/PorchlightProvider.js';
import { setupFakeApi, testQueryClient } from '../test-utils/fake-api.js';
import { ClimateSettingScheduleDetails } from '../views/navigation.js';
import { formatDate, formatDateTime } from './format-date.js';
import { assertLocale } from './locale.js';

const api = setupFakeApi();

describe('assertLocale', () => {
  it('takes a language tag or nothing', () => {
    for (const locale of ['fr-FR', 'de', 'en-GB', 'zh-Hant-TW', undefined, null]) {
      expect(() => assertLocale(locale)).not.toThrow();
    }
  });

  it('refuses what Intl cannot use, with the fix', () => {
    for (const locale of ['', '  ', 'not a locale', 'en_US_', 42, {}]) {
      expect(() => assertLocale(locale)).toThrow(PorchlightInvalidPropsError);
    }
    expect(() => assertLocale('en US')).toThrow(
      'locale must be a BCP 47 language tag, got "en US": pass locale="fr-FR"',
    );
    expect(() => assertLocale(42)).toThrow('got number');
  });
});

describe('the provider’s locale', () => {
  const quiet = { disableCssInjection: true, disableFontInjection: true, disableTelemetry: true };

  async function renderScheduleDetails(locale: string | undefined) {
    const [schedule] = await api.schedulesOf('Living Room Thermostat');
    if (!schedule) throw new Error('the seed has no schedule');
    render(
      <PorchlightProvider
        {...quiet}
        client={api.client}
        queryClient={testQueryClient()}
        locale={locale}
      >
        <ClimateSettingScheduleDetails
          climateSettingScheduleId={schedule.climate_setting_schedule_id}
        />
      </PorchlightProvider>,
    );
    await screen.findByText('Living Room Thermostat', { selector: '.pl-schedule-card__device' });
    return schedule;
  }

  const row = (label: string) =>
    [...document.querySelectorAll('.pl-schedule-details__row')]
      .find((item) => item.querySelector('dt')?.textContent === label)
      ?.querySelector('dd')?.textContent;

  it('formats the views’ dates in the locale given', async () => {
    const schedule = await renderScheduleDetails('de-DE');
    const created = new Date(schedule.created_at);
    const starts = new Date(schedule.schedule_starts_at);
    expect(row('Creation date')).toBe(formatDate(created, { locale: 'de-DE' }));
    expect(row('Start/End Time')).toContain(formatDateTime(starts, { locale: 'de-DE' }));
    // Not the browser's (en-US here), so the test tells the two apart.
    expect(formatDate(created, { locale: 'de-DE' })).not.toBe(formatDate(created));
  });

  it('follows the browser’s language without one', async () => {
    const schedule = await renderScheduleDetails(undefined);
    expect(row('Creation date')).toBe(formatDate(new Date(schedule.created_at)));
  });

  it('throws during render for a locale Intl cannot use', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<PorchlightProvider {...quiet} client={api.client} locale="en US" />),
    ).toThrow(/locale must be a BCP 47 language tag/);
    vi.restoreAllMocks();
  });
});
