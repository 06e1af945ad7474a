import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deviceQueries } from '../../hooks/devices/device-queries.js';
import { renderWithClient, setupFakeApi, testQueryClient } from '../../test-utils/fake-api.js';
import { gatedClient } from '../../test-utils/gated-client.js';
import { ThermostatDetails } from '../navigation.js';

const api = setupFakeApi();

interface ApiThermostat {
  device_id: string;
  properties: { name: string; current_climate_setting?: Record<string, unknown> };
}

let ids: Record<string, string> = {};
beforeEach(async () => {
  const { devices } = await api.api<{ devices: ApiThermostat[] }>('/devices/list');
  ids = Object.fromEntries(devices.map((d) => [d.properties.name, d.device_id]));
});
const idOf = (name: string) => ids[name] ?? '';

describe('ThermostatDetails given another deviceId', () => {
  it("shows the new thermostat's climate, not the draft of the previous one, which is still saved", async () => {
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    // Both thermostats cached (a device list was shown): the switch draws the second at once.
    await queryClient.fetchQuery(deviceQueries.list(api.client));
    // The first thermostat's save is held until the second thermostat has been checked.
    const save = gatedClient(api.server, '/thermostats/heat_cool');
    const view = renderWithClient(
      <ThermostatDetails deviceId={idOf('Living Room Thermostat')} />,
      save.client,
      queryClient,
    );
    await screen.findByRole('heading', { name: 'Living Room Thermostat', level: 3 });
    screen.getByRole('slider', { name: 'Heating set point' }).focus();
    await user.keyboard('{ArrowUp}');

    view.rerender(<ThermostatDetails deviceId={idOf('Bedroom Thermostat')} />);
    await screen.findByRole('heading', { name: 'Bedroom Thermostat', level: 3 });
    // The first thermostat's save is on its way while the second is drawn.
    await save.held;
    const mode = within(screen.getByRole('radiogroup', { name: 'Mode' }));
    expect((mode.getByRole('radio', { name: 'Heat' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('slider', { name: 'Heating set point' }) as HTMLInputElement).value,
    ).toBe('69');
    expect(screen.queryByRole('slider', { name: 'Cooling set point' })).toBeNull();

    // The draft left behind went to the thermostat it was made for.
    save.open();
    await waitFor(
      async () => {
        const { device } = await api.api<{ device: ApiThermostat }>('/devices/get', {
          device_id: idOf('Living Room Thermostat'),
        });
        expect(device.properties.current_climate_setting).toMatchObject({
          heating_set_point_fahrenheit: 69,
        });
      },
      { timeout: 5000 },
    );
  });
});
