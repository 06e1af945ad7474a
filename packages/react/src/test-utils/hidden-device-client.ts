import { PorchlightClient } from '@porchlight/client';
import type { FakeApiServer } from '@porchlight/fake-api';
import { createGate } from './gate.js';

/** A client of the fake API whose device lists leave one device out until the test shows it. */
export interface HiddenDeviceClient {
  client: PorchlightClient;
  /** Lists the device from the next `/devices/list` answer on, as if it had just been added. */
  show(): void;
  /** Settles once the first schedule list request for the device has reached its gate. */
  schedulesHeld: Promise<void>;
  /** Lets that request go on to the fake API. */
  releaseSchedules(): void;
}

/**
 * A client of the fake API whose `/devices/list` answers leave out `deviceId` until `show()` (a
 * thermostat connected while the table is open), and whose first request for that device's
 * climate setting schedules waits until the test releases it, so a test sees what shows while
 * a new thermostat's schedules load, without timing.
 */
export function hiddenDeviceClient(server: FakeApiServer, deviceId: string): HiddenDeviceClient {
  let hidden = true;
  const gate = createGate();
  return {
    show: () => {
      hidden = false;
    },
    schedulesHeld: gate.held,
    releaseSchedules: gate.open,
    client: new PorchlightClient(
      { apiKey: server.keys.api_key },
      {
        endpoint: server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          const { pathname, search } = new URL(String(input));
          const body = `${search}${typeof init?.body === 'string' ? init.body : ''}`;
          if (
            pathname === '/thermostats/climate_setting_schedules/list' &&
            body.includes(deviceId)
          ) {
            await gate.pass();
          }
          const response = await fetch(input, init);
          if (pathname !== '/devices/list' || !hidden || !response.ok) return response;
          const answer = (await response.json()) as { devices: Array<{ device_id: string }> };
          answer.devices = answer.devices.filter((device) => device.device_id !== deviceId);
          return new Response(JSON.stringify(answer), {
            status: response.status,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    ),
  };
}
