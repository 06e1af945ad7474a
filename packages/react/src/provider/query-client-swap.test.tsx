import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { rawDevice, setupFakeApi, stubClient, testQueryClient } from '../test-utils/fake-api.js';
import { DeviceTable } from '../views/navigation.js';
import { PorchlightProvider } from './PorchlightProvider.js';

const api = setupFakeApi();
const quiet = { disableCssInjection: true, disableFontInjection: true, disableTelemetry: true };
const slow = { timeout: 10_000 };

afterEach(() => api.clearFaults());

describe('a host that swaps the QueryClient of a mounted provider', () => {
  it("shows nothing of the previous user's devices while the next user's key is exchanged", async () => {
    // The usual "a cache of their own per signed-in user".
    function Host({ userId }: { userId: string }) {
      // biome-ignore lint/correctness/useExhaustiveDependencies: one new cache per user, on purpose
      const queryClient = useMemo(() => testQueryClient(), [userId]);
      return (
        <PorchlightProvider
          {...quiet}
          publishableKey={api.server.keys.publishable_key}
          userIdentifierKey={userId}
          endpoint={api.server.url}
          queryClient={queryClient}
        >
          <DeviceTable />
        </PorchlightProvider>
      );
    }
    const { rerender } = render(<Host userId="user-1" />);
    expect(await screen.findByRole('heading', { name: 'Devices (13)' }, slow)).toBeTruthy();
    await api.fault({ path: '/client_sessions/get_or_create', kind: 'slow', latency_ms: 3_000 });
    rerender(<Host userId="user-2" />);
    // At once, with the next user's exchange still running: the table waits, empty.
    expect(screen.queryByText('Front Door')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Devices (13)' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Devices (13)' }, slow)).toBeTruthy();
  });

  it("shows the next session's data when the host swaps client and cache together", async () => {
    const other = stubClient([rawDevice({ device_id: 'theirs', properties: { name: 'Theirs' } })]);
    const view = (client: typeof other, queryClient: QueryClient) => (
      <PorchlightProvider {...quiet} client={client} queryClient={queryClient}>
        <DeviceTable />
      </PorchlightProvider>
    );
    const { rerender } = render(view(api.client, testQueryClient()));
    expect(await screen.findByRole('heading', { name: 'Devices (13)' }, slow)).toBeTruthy();
    const second = testQueryClient();
    rerender(view(other, second));
    expect(screen.queryByText('Front Door')).toBeNull();
    expect(await screen.findByText('Theirs', {}, slow)).toBeTruthy();
    expect(second.getQueryCache().findAll().length).toBeGreaterThan(0);
  });
});
