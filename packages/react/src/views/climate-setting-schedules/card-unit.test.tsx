import { screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useThermostatTemperatureUnit } from '../../hooks/thermostats/use-thermostat-temperature-unit.js';
import { renderWithClient, setupFakeApi } from '../../test-utils/fake-api.js';
import { ClimateSettingScheduleTable } from '../navigation.js';

const api = setupFakeApi();

/** Chooses °C as a person would on the thermostat card under the same provider. */
function ChooseCelsius() {
  const [, setUnit] = useThermostatTemperatureUnit();
  useEffect(() => {
    setUnit('celsius');
  }, [setUnit]);
  return null;
}

describe("schedules in the card's unit", () => {
  it('follows the °F/°C choice made on the thermostat card under the same provider', async () => {
    const livingRoom = await api.deviceId('Living Room Thermostat');
    renderWithClient(
      <>
        <ChooseCelsius />
        <ClimateSettingScheduleTable deviceId={livingRoom} />
      </>,
      api.client,
    );
    const row = await screen.findByRole('button', { name: /^Weekend Guests/ });
    await waitFor(() => expect(row.textContent).toContain('Heat & Cool · 20°C – 23°C'));
  });
});
