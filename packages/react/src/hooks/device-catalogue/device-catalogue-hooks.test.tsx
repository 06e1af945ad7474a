import { PorchlightClient } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupFakeApi, TestProvider, testQueryClient } from '../../test-utils/fake-api.js';
import { deviceCatalogueKeys, deviceCatalogueQueries } from './device-catalogue-queries.js';
import { useCatalogueDeviceModels } from './use-catalogue-device-models.js';
import { useCatalogueManufacturers } from './use-catalogue-manufacturers.js';

const api = setupFakeApi();
const MODELS = '/internal/devicedb/v1/device_models/list';
const MANUFACTURERS = '/internal/devicedb/v1/manufacturers/list';
const slow = { timeout: 10_000 };

interface Sent {
  path: string;
  query: URLSearchParams;
  signal: AbortSignal | null | undefined;
}

let sent: Sent[] = [];
let client: PorchlightClient;
let queryClient: QueryClient;

beforeEach(() => {
  sent = [];
  queryClient = testQueryClient();
  client = new PorchlightClient(
    { apiKey: api.server.keys.api_key },
    {
      endpoint: api.server.url,
      retryDelay: 1,
      fetch: (input, init) => {
        const url = new URL(String(input));
        sent.push({ path: url.pathname, query: url.searchParams, signal: init?.signal });
        return fetch(input, init);
      },
    },
  );
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

describe('device catalogue hooks against the fake API', () => {
  it('list manufacturers with models, passing the query signal and no acknowledgement on the wire', async () => {
    const { result } = renderHook(() => useCatalogueManufacturers(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), slow);
    expect(result.current.data?.every((m) => m.device_model_count > 0)).toBe(true);
    expect(result.current.data?.some((m) => m.display_name === 'Level Home')).toBe(false);
    const call = sent.find((s) => s.path === MANUFACTURERS);
    expect(call?.signal).toBeInstanceOf(AbortSignal);
    expect(call?.query.has('acknowledge_intentional_use_of_internal_api')).toBe(false);
  });

  it('keep the previous models on screen while new parameters load', async () => {
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) =>
        useCatalogueDeviceModels(search === '' ? {} : { text_search: search }),
      { wrapper, initialProps: { search: '' } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true), slow);
    const before = result.current.data;
    await api.admin('config', { latency_ms: 300 });
    rerender({ search: 'Encode' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data).toBe(before);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false), slow);
    expect(result.current.data?.every((m) => m.display_name.includes('Encode'))).toBe(true);
    expect(
      sent
        .filter((s) => s.path === MODELS)
        .at(-1)
        ?.query.get('text_search'),
    ).toBe('Encode');
  });

  it('make no call for null parameters', async () => {
    const { result } = renderHook(() => useCatalogueDeviceModels(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(deviceCatalogueQueries.deviceModels(client, null).enabled).toBe(false);
    expect(sent).toEqual([]);
  });

  it('abort a models request whose query is cancelled', async () => {
    await api.admin('config', { latency_ms: 2000 });
    renderHook(() => useCatalogueDeviceModels({ text_search: 'lock' }), { wrapper });
    await waitFor(() => expect(sent.some((s) => s.path === MODELS)).toBe(true), slow);
    await queryClient.cancelQueries({ queryKey: deviceCatalogueKeys.all });
    expect(sent.find((s) => s.path === MODELS)?.signal?.aborted).toBe(true);
  });

  it('key every catalogue query under one root, by parameters', () => {
    expect(deviceCatalogueKeys.deviceModels({ text_search: 'a' })).toEqual([
      ...deviceCatalogueKeys.deviceModelLists(),
      { text_search: 'a' },
    ]);
    expect(deviceCatalogueKeys.manufacturers({}).slice(0, 2)).toEqual(deviceCatalogueKeys.all);
  });
});
