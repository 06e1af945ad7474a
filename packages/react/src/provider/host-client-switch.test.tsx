import { PorchlightClient } from '@porchlight/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToggleLock } from '../hooks/devices/use-toggle-lock.js';
import { rawDevice, setupFakeApi, stubClient, testQueryClient } from '../test-utils/fake-api.js';
import { hookProbe } from '../test-utils/hook-probe.js';
import { DeviceTable } from '../views/navigation.js';
import { PorchlightProvider } from './PorchlightProvider.js';

// A host's own client swapped under one provider on the host's own QueryClient: React hosts
// only. Each custom element's session owns its cache, so the Preact run (npm run test:preact)
// leaves this file out: there the previous render's pending effect re-reads the emptied cache
// with the previous client (docs/decisions/elements.md).
const api = setupFakeApi();
const quiet = { disableCssInjection: true, disableFontInjection: true, disableTelemetry: true };

describe("switching sessions by the host's own client on its own cache", () => {
  it("drops the previous session's cached data when the client changes", async () => {
    const queryClient = testQueryClient();
    const other = stubClient([rawDevice({ device_id: 'theirs', properties: { name: 'Theirs' } })]);
    const view = (client: PorchlightClient) => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient}>
        <DeviceTable />
      </PorchlightProvider>
    );
    const { rerender } = render(view(api.client));
    expect(await screen.findByRole('heading', { name: 'Devices (13)' })).toBeTruthy();
    rerender(view(other));
    expect(await screen.findByRole('heading', { name: 'Devices (1)' })).toBeTruthy();
    expect(screen.getByText('Theirs')).toBeTruthy();
    expect(screen.queryByText('Front Door')).toBeNull();
  });

  it("writes nothing of a save still running at the switch into the next session's cache", async () => {
    const queryClient = testQueryClient();
    let release: () => void = () => undefined;
    let sent = false;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The previous user's lock action is held, then fails: its rollback restores a snapshot of
    // that user's device lists.
    const previous = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retries: 0,
        fetch: async (input, init) => {
          if (!String(input).includes('/locks/')) return fetch(input, init);
          sent = true;
          await held;
          return new Response(JSON.stringify({ error: { type: 'boom', message: 'Boom' } }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    );
    const next = stubClient([rawDevice({ device_id: 'theirs', properties: { name: 'Theirs' } })]);
    const { Probe, latest: toggle } = hookProbe(useToggleLock);
    const view = (client: PorchlightClient) => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient}>
        <Probe />
        <DeviceTable />
      </PorchlightProvider>
    );
    const { rerender } = render(view(previous));
    expect(await screen.findByText('Front Door')).toBeTruthy();
    const frontDoor = await api.deviceId('Front Door');
    const saving = toggle().mutateAsync({
      deviceId: frontDoor,
      locked: true,
    });
    // The person switches while the request is on its way.
    await waitFor(() => expect(sent).toBe(true));
    rerender(view(next));
    expect(await screen.findByText('Theirs')).toBeTruthy();
    const leaks: string[] = [];
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (JSON.stringify(event.query.state.data ?? null).includes(frontDoor)) {
        leaks.push(JSON.stringify(event.query.queryKey));
      }
    });
    release();
    await act(() => expect(saving).rejects.toThrow());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    unsubscribe();
    expect(leaks).toEqual([]);
    expect(screen.queryByText('Front Door')).toBeNull();
    expect(screen.getByText('Theirs')).toBeTruthy();
  });
});
