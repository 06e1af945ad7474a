import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import {
  type AccessCode,
  type AccessCodeDevice,
  AccessCodesClientContext,
} from '../../../hooks/access-codes/access-codes-client.js';

afterEach(cleanup);

/** A device with four- to six-digit codes. */
export const device: AccessCodeDevice = {
  device_id: 'dev1',
  capabilities_supported: ['access_code', 'lock'],
  properties: { name: 'Front Door', locked: true, supported_code_lengths: [4, 5, 6] },
};

/** An access code with sensible defaults. */
export function accessCode(patch: Partial<AccessCode> & { access_code_id: string }): AccessCode {
  return {
    device_id: 'dev1',
    name: `Code ${patch.access_code_id}`,
    code: '1234',
    type: 'ongoing',
    created_at: '2024-01-01T00:00:00Z',
    errors: [],
    warnings: [],
    is_offline_access_code: false,
    ...patch,
  };
}

/** A client double over an in-memory list, with every method a spy. */
export function fakeClient(codes: AccessCode[]) {
  let store = [...codes];
  return {
    accessCodes: {
      list: vi.fn(async () => store),
      get: vi.fn(async ({ access_code_id }: { access_code_id: string }) => {
        const found = store.find((code) => code.access_code_id === access_code_id);
        if (!found) throw new Error('not found');
        return found;
      }),
      create: vi.fn(async (params: { device_id: string; name: string; code: string }) => {
        const created = accessCode({ access_code_id: `new${store.length}`, ...params });
        store = [...store, created];
        return created;
      }),
      update: vi.fn(async () => undefined),
      delete: vi.fn(async ({ access_code_id }: { access_code_id: string }) => {
        store = store.filter((code) => code.access_code_id !== access_code_id);
      }),
      generateCode: vi.fn(async () => ({ code: '4821' })),
    },
    devices: { get: vi.fn(async () => device) },
    locks: { lockDoor: vi.fn(async () => undefined), unlockDoor: vi.fn(async () => undefined) },
  };
}

/** Renders with a fresh cache (no retries) and the given client. */
export function renderWithClient(ui: ReactElement, client: ReturnType<typeof fakeClient>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <AccessCodesClientContext.Provider value={client}>{ui}</AccessCodesClientContext.Provider>
      </QueryClientProvider>,
    ),
  };
}
