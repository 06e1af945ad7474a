import { type AccessCode, PorchlightClient } from '@porchlight/client';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { useAccessCodes } from './use-access-codes.js';
import { useCreateAccessCode, wasAccessCodeRecovered } from './use-create-access-code.js';
import { useDeleteAccessCode } from './use-delete-access-code.js';
import { useUpdateAccessCode } from './use-update-access-code.js';

const api = setupFakeApi();

let requests: string[] = [];
let client: PorchlightClient;
let queryClient: QueryClient;
let backDoor = '';

beforeEach(async () => {
  requests = [];
  client = recordingClient(api.server, requests);
  queryClient = testQueryClient();
  backDoor = await api.deviceId('Back Door');
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

const listCalls = () => requests.filter((path) => path === '/access_codes/list').length;

/** Mounts the device's list (so an invalidation refetches it) beside the mutations. */
function renderListAndMutations() {
  return renderHook(
    () => ({
      list: useAccessCodes({ device_id: backDoor }),
      create: useCreateAccessCode(),
      update: useUpdateAccessCode(),
      remove: useDeleteAccessCode(),
    }),
    { wrapper },
  );
}

async function failWith(path: string, run: () => Promise<unknown>) {
  await api.fault({ path, status: 500, count: 1 });
  const before = listCalls();
  await act(async () => {
    await run().catch(() => undefined);
  });
  // The failed write may have landed before its answer was lost: the list is read again.
  await waitFor(() => expect(listCalls()).toBe(before + 1));
}

describe('a failed access-code write re-reads the list', () => {
  it('after a failed create', async () => {
    const { result } = renderListAndMutations();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await failWith('/access_codes/create', () =>
      result.current.create.mutateAsync({ device_id: backDoor, name: 'Cleaner', code: '5802' }),
    );
  });

  it('after a failed update', async () => {
    const { result } = renderListAndMutations();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const code = result.current.list.data?.[0] as AccessCode;
    await failWith('/access_codes/update', () =>
      result.current.update.mutateAsync({
        access_code_id: code.access_code_id,
        device_id: backDoor,
        name: 'Renamed',
      }),
    );
  });

  it('after a failed delete', async () => {
    const { result } = renderListAndMutations();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const code = result.current.list.data?.[0] as AccessCode;
    await failWith('/access_codes/delete', () =>
      result.current.remove.mutateAsync({
        access_code_id: code.access_code_id,
        device_id: backDoor,
      }),
    );
  });
});

describe('a create whose answer is lost', () => {
  /** A client whose create reaches the server, which commits, and then loses the answer. */
  function losingClient(options: { alsoFailReads?: boolean } = {}) {
    return new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        retryDelay: 1,
        retries: 0,
        fetch: async (input, init) => {
          const path = new URL(String(input)).pathname;
          requests.push(path);
          if (path === '/access_codes/list' && options.alsoFailReads) {
            throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
          }
          const response = await fetch(input, init);
          if (path !== '/access_codes/create') return response;
          await response.arrayBuffer();
          throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
        },
      },
    );
  }

  const codesNamed = async (name: string) => {
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: backDoor,
    });
    return access_codes.filter((code) => code.name === name);
  };

  it('finds the landed code by name and PIN, says so, and creates no duplicate', async () => {
    client = losingClient();
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let created: AccessCode | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({
        device_id: backDoor,
        name: 'Cleaner',
        code: '5802',
      });
    });
    expect(created?.name).toBe('Cleaner');
    expect(wasAccessCodeRecovered(created as AccessCode)).toBe(true);
    expect(requests.filter((path) => path === '/access_codes/create')).toHaveLength(1);
    expect(await codesNamed('Cleaner')).toHaveLength(1);
  });

  it('reports the failure when the re-read cannot tell', async () => {
    client = losingClient({ alsoFailReads: true });
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .mutateAsync({ device_id: backDoor, name: 'Cleaner', code: '5802' })
        .catch((error: unknown) => error);
    });
    expect((failure as { mayHaveSucceeded?: boolean }).mayHaveSucceeded).toBe(true);
  });

  it('never counts a code that answered normally as recovered', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let created: AccessCode | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({
        device_id: backDoor,
        name: 'Walker',
        code: '7314',
      });
    });
    expect(wasAccessCodeRecovered(created as AccessCode)).toBe(false);
  });
});
