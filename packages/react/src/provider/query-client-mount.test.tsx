import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingClient, setupFakeApi } from '../test-utils/fake-api.js';
import { DeviceTable } from '../views/navigation.js';
import { PorchlightProvider } from './PorchlightProvider.js';

const api = setupFakeApi();

const lists = (requests: string[]) => requests.filter((path) => path === '/devices/list').length;

function comeBackToTheTab() {
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  // jsdom keeps the window between tests: leave the network as found.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

function renderTable(requests: string[], queryClient?: QueryClient) {
  return render(
    <PorchlightProvider
      client={recordingClient(api.server, requests)}
      {...(queryClient ? { queryClient } : {})}
      disableCssInjection
      disableFontInjection
      disableTelemetry
    >
      <DeviceTable />
    </PorchlightProvider>,
  );
}

describe("the provider's cache follows the page", () => {
  it('refetches stale lists when the person comes back to the tab, and stops once unmounted', async () => {
    const requests: string[] = [];
    const view = renderTable(requests);
    await screen.findByText('Front Door');
    expect(lists(requests)).toBe(1);
    comeBackToTheTab();
    await waitFor(() => expect(lists(requests)).toBe(2));
    view.unmount();
    comeBackToTheTab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lists(requests)).toBe(2);
  });

  it('refetches when the network comes back', async () => {
    const requests: string[] = [];
    renderTable(requests);
    await screen.findByText('Front Door');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(lists(requests)).toBe(2));
  });

  it('subscribes a host cache given as a prop, and leaves it to the host once unmounted', async () => {
    const requests: string[] = [];
    const host = new QueryClient();
    let hostReads = 0;
    function HostWidget() {
      useQuery({ queryKey: ['host'], queryFn: async () => ++hostReads }, host);
      return null;
    }
    // The host's own provider holds the cache too, with a query of its own.
    const hostTree = render(
      <QueryClientProvider client={host}>
        <HostWidget />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hostReads).toBe(1));
    const view = renderTable(requests, host);
    await screen.findByText('Front Door');
    comeBackToTheTab();
    await waitFor(() => expect(lists(requests)).toBe(2));
    view.unmount();
    // Ours let go; the host's provider still holds the cache, so its query still follows focus.
    comeBackToTheTab();
    await waitFor(() => expect(hostReads).toBeGreaterThanOrEqual(3));
    hostTree.unmount();
  });
});
