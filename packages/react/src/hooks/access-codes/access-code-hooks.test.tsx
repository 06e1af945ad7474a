import {
  type AccessCode,
  PorchlightClient,
  PorchlightMalformedResponseError,
} from '@porchlight/client';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  recordingClient,
  setupFakeApi,
  TestProvider,
  testQueryClient,
} from '../../test-utils/fake-api.js';
import { waitOnRealClock } from '../../test-utils/real-clock.js';
import { accessCodeKeys } from './access-code-queries.js';
import { UNSETTLED_REFETCH_MS } from './unsettled-refetch.js';
import { useAccessCode } from './use-access-code.js';
import { useAccessCodes } from './use-access-codes.js';
import { useCreateAccessCode, wasAccessCodeRecovered } from './use-create-access-code.js';
import { useDeleteAccessCode } from './use-delete-access-code.js';
import { useGenerateAccessCode } from './use-generate-access-code.js';
import { useUpdateAccessCode } from './use-update-access-code.js';

const api = setupFakeApi();

/** Paths the client requested, in order: to prove what was (not) fetched. */
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

afterEach(() => {
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <TestProvider client={client} queryClient={queryClient}>
      {children}
    </TestProvider>
  );
}

const calls = (path: string) => requests.filter((p) => p === path).length;
const cachedList = () => queryClient.getQueryData<AccessCode[]>(accessCodeKeys.list(backDoor));
const byName = (name: string) => cachedList()?.find((code) => code.name === name);

/** Loads Back Door's list into the cache (Family, Gardener, Pet Sitter). */
async function loadList() {
  const { result } = renderHook(() => useAccessCodes({ device_id: backDoor }), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result;
}

describe('access code queries', () => {
  it('keys lists and single codes under one root', () => {
    expect(accessCodeKeys.list('d1').slice(0, 2)).toEqual([...accessCodeKeys.all]);
    expect(accessCodeKeys.detail('a1').slice(0, 2)).toEqual([...accessCodeKeys.all]);
    expect(accessCodeKeys.list('d1')).not.toEqual(accessCodeKeys.list('d2'));
  });

  it('serves a listed code from the list cache without a request', async () => {
    await loadList();
    const family = byName('Family');
    const { result } = renderHook(
      () => useAccessCode({ access_code_id: family?.access_code_id ?? '' }),
      { wrapper },
    );
    expect(result.current.data).toEqual(family);
    expect(calls('/access_codes/get')).toBe(0);
  });

  it('fetches a code that no list holds', async () => {
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: backDoor,
    });
    const id = access_codes[0]?.access_code_id ?? '';
    const { result } = renderHook(() => useAccessCode({ access_code_id: id }), { wrapper });
    await waitFor(() => expect(result.current.data?.access_code_id).toBe(id));
    expect(calls('/access_codes/get')).toBe(1);
  });

  it('stays idle without an id', () => {
    const { result } = renderHook(
      () => [useAccessCodes({ device_id: '' }), useAccessCode({ access_code_id: '' })],
      { wrapper },
    );
    for (const query of result.current) expect(query.fetchStatus).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('stays idle on a null or undefined id, as useDevice does', async () => {
    const { result } = renderHook(
      () => [
        useAccessCodes({ device_id: null }),
        useAccessCodes({ device_id: undefined }),
        useAccessCode({ access_code_id: null }),
        useAccessCode({ access_code_id: undefined }),
      ],
      { wrapper },
    );
    for (const query of result.current) expect(query.fetchStatus).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });
});

describe('access code mutations', () => {
  it('create caches the new code and refreshes the list', async () => {
    await loadList();
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let created: AccessCode | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({
        device_id: backDoor,
        name: 'Window cleaner',
        code: '8642',
      });
    });
    expect(calls('/access_codes/list')).toBe(2);
    expect(byName('Window cleaner')?.code).toBe('8642');
    expect(
      queryClient.getQueryData<AccessCode>(accessCodeKeys.detail(created?.access_code_id ?? ''))
        ?.name,
    ).toBe('Window cleaner');
  });

  it('update patches the cached code and its list entry at once, then reads what the server holds', async () => {
    await loadList();
    const gardener = byName('Gardener') as AccessCode;
    // Every render of the details, to prove the re-read never blanks them (no loading flash).
    const shown: Array<AccessCode | undefined> = [];
    const detail = renderHook(
      () => {
        const query = useAccessCode({ access_code_id: gardener.access_code_id });
        shown.push(query.data);
        return query;
      },
      { wrapper },
    );
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        access_code_id: gardener.access_code_id,
        device_id: backDoor,
        name: 'Gardener (ongoing)',
        code: '1358',
        type: 'ongoing',
      });
    });
    const patched = { name: 'Gardener (ongoing)', code: '1358', type: 'ongoing' };
    expect(byName('Gardener (ongoing)')).toMatchObject(patched);
    await waitFor(() => expect(calls('/access_codes/list')).toBe(2));
    // One render that has caught up with both the patch and the re-read.
    await waitFor(() => {
      expect(detail.result.current.isFetching).toBe(false);
      expect(detail.result.current.data).toMatchObject(patched);
    });
    expect(detail.result.current.data?.starts_at ?? null).toBeNull();
    expect(shown.every((code) => code !== undefined)).toBe(true);
    // The server agrees with the patch.
    const server = await api.api<{ access_code: AccessCode }>('/access_codes/get', {
      access_code_id: gardener.access_code_id,
    });
    expect(server.access_code).toMatchObject(patched);
  });

  it('update replaces its guess with what the server holds (the code is being set on the lock)', async () => {
    await loadList();
    const gardener = byName('Gardener') as AccessCode;
    expect(gardener.status).not.toBe('setting');
    const detail = renderHook(() => useAccessCode({ access_code_id: gardener.access_code_id }), {
      wrapper,
    });
    // The lock never confirms, so the server keeps the code as 'setting' for the whole test.
    await api.fault({ path: '/access_codes/update', kind: 'action_never', count: 1 });
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        access_code_id: gardener.access_code_id,
        device_id: backDoor,
        name: 'Gardener (renamed)',
      }),
    );
    await waitFor(() => expect(byName('Gardener (renamed)')?.status).toBe('setting'));
    await waitFor(() => expect(detail.result.current.data?.status).toBe('setting'));
  });

  it('an update that fails still reports the failure and keeps the cached code as the server has it', async () => {
    await loadList();
    const gardener = byName('Gardener') as AccessCode;
    const detail = renderHook(() => useAccessCode({ access_code_id: gardener.access_code_id }), {
      wrapper,
    });
    await api.fault({ path: '/access_codes/update', status: 500, count: 1 });
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          access_code_id: gardener.access_code_id,
          device_id: backDoor,
          name: 'Gardener (not saved)',
        }),
      ).rejects.toThrow();
    });
    await waitFor(() => expect(calls('/access_codes/list')).toBe(2));
    expect(byName('Gardener')?.name).toBe('Gardener');
    expect(detail.result.current.data?.name).toBe('Gardener');
  });

  it('update lets a list whose first load it cancelled load once the save is done', async () => {
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: backDoor,
    });
    const gardener = access_codes.find((code) => code.name === 'Gardener') as AccessCode;
    // The device's codes are still on their way when the rename is saved.
    await api.fault({ path: '/access_codes/list', kind: 'slow', latency_ms: 300, count: 1 });
    const list = renderHook(() => useAccessCodes({ device_id: backDoor }), { wrapper });
    await waitFor(() => expect(list.result.current.fetchStatus).toBe('fetching'));
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        access_code_id: gardener.access_code_id,
        device_id: backDoor,
        name: 'Gardener (renamed)',
      }),
    );
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true), { timeout: 5000 });
    expect(byName('Gardener (renamed)')?.access_code_id).toBe(gardener.access_code_id);
  });

  it('a rename patches only the name, keeping the cached code, type and window', async () => {
    await loadList();
    const gardener = byName('Gardener') as AccessCode;
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        access_code_id: gardener.access_code_id,
        device_id: backDoor,
        name: 'Gardener (renamed)',
      });
    });
    const kept = {
      code: gardener.code,
      type: 'time_bound',
      starts_at: gardener.starts_at,
      ends_at: gardener.ends_at,
    };
    expect(byName('Gardener (renamed)')).toMatchObject(kept);
    const server = await api.api<{ access_code: AccessCode }>('/access_codes/get', {
      access_code_id: gardener.access_code_id,
    });
    expect(server.access_code).toMatchObject({ name: 'Gardener (renamed)', ...kept });
  });

  it("delete marks the code 'removing' in the list (never dropping it meanwhile) and in its cached get, and reads both again", async () => {
    // The lock never confirms, so the provider keeps listing the code as 'removing'.
    await api.fault({ path: '/access_codes/delete', kind: 'action_never' });
    await loadList();
    const family = byName('Family') as AccessCode;
    let dropped = false;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (cachedList() && !byName('Family')) dropped = true;
    });
    renderHook(() => useAccessCode({ access_code_id: family.access_code_id }), { wrapper });
    const { result } = renderHook(() => useDeleteAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        access_code_id: family.access_code_id,
        device_id: backDoor,
      });
    });
    unsubscribe();
    // Still cached for the details shown: marked, then read again (the provider still holds it).
    await waitFor(() =>
      expect(
        queryClient.getQueryData<AccessCode>(accessCodeKeys.detail(family.access_code_id))?.status,
      ).toBe('removing'),
    );
    await waitFor(() => expect(calls('/access_codes/get')).toBeGreaterThanOrEqual(1));
    expect(calls('/access_codes/list')).toBe(2);
    expect(byName('Family')?.status).toBe('removing');
    expect(cachedList()).toHaveLength(3);
    // Dropped and then listed again by the re-read, the code vanished and came back.
    expect(dropped).toBe(false);
  });

  it('reads a list holding a code being removed again until the lock has removed it', async () => {
    await loadList();
    const family = byName('Family') as AccessCode;
    // Offline, the lock keeps the code 'removing' until the test brings it back.
    await api.admin('devices/connectivity', { device_id: backDoor, online: false });
    // Only the list's refetch interval runs on the fake clock, which stands still until moved.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { result } = renderHook(() => useDeleteAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        access_code_id: family.access_code_id,
        device_id: backDoor,
      });
    });
    expect(byName('Family')?.status).toBe('removing');
    expect(calls('/access_codes/list')).toBe(2);
    await api.admin('devices/connectivity', { device_id: backDoor, online: true });
    await waitOnRealClock(async () => {
      const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
        device_id: backDoor,
      });
      expect(access_codes.map((code) => code.name)).not.toContain('Family');
    });
    // Nobody invalidates the list: it is read again on its own, once the interval is up.
    act(() => vi.advanceTimersByTime(UNSETTLED_REFETCH_MS - 1));
    expect(calls('/access_codes/list')).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    await waitOnRealClock(() => expect(byName('Family')).toBeUndefined());
    expect(calls('/access_codes/list')).toBe(3);
  });

  it('a delete of a code already gone (an earlier answer lost) counts as done', async () => {
    await loadList();
    const family = byName('Family') as AccessCode;
    await api.api('/access_codes/delete', { access_code_id: family.access_code_id, sync: true });
    const { result } = renderHook(() => useDeleteAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        access_code_id: family.access_code_id,
        device_id: backDoor,
      });
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cachedList()?.map((code) => code.name)).toEqual(expect.not.arrayContaining(['Family']));
  });

  it('a delete that fails otherwise (a 5xx) still fails', async () => {
    const { result } = renderHook(() => useDeleteAccessCode(), { wrapper });
    await api.fault({ path: '/access_codes/delete', status: 500, count: 1 });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ access_code_id: 'missing', device_id: backDoor }),
      ).rejects.toThrow();
    });
  });

  it('never retries a failed create, so nothing is created twice', async () => {
    await api.fault({ path: '/access_codes/create', status: 500, count: 1 });
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ device_id: backDoor, name: 'Once', code: '9753' }),
      ).rejects.toThrow();
    });
    const { access_codes } = await api.api<{ access_codes: AccessCode[] }>('/access_codes/list', {
      device_id: backDoor,
    });
    expect(access_codes.filter((code) => code.name === 'Once')).toHaveLength(0);
  });

  it('a second identical create while the first is in flight sends nothing and gets the same code', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    const params = { device_id: backDoor, name: 'Plumber', code: '8135' };
    let codes: AccessCode[] = [];
    await act(async () => {
      // A double click: the second call comes with new but equal params before the first answers.
      codes = await Promise.all([
        result.current.mutateAsync(params),
        result.current.mutateAsync({ ...params }),
      ]);
    });
    expect(calls('/access_codes/create')).toBe(1);
    expect(codes[1]?.access_code_id).toBe(codes[0]?.access_code_id);
    expect(wasAccessCodeRecovered(codes[1] as AccessCode)).toBe(false);
  });

  it('a different create while another is in flight is still sent', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let codes: AccessCode[] = [];
    await act(async () => {
      codes = await Promise.all([
        result.current.mutateAsync({ device_id: backDoor, name: 'Plumber', code: '8135' }),
        result.current.mutateAsync({ device_id: backDoor, name: 'Plumber', code: '8136' }),
      ]);
    });
    expect(calls('/access_codes/create')).toBe(2);
    expect(codes.map((code) => code.code)).toEqual(['8135', '8136']);
  });

  it('the same create once the first has answered is sent again', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    const params = { device_id: backDoor, name: 'Plumber', code: '8135' };
    await act(() => result.current.mutateAsync(params));
    await act(() => result.current.mutateAsync(params));
    expect(calls('/access_codes/create')).toBe(2);
  });

  it('generate resolves to a code the device accepts', async () => {
    const lobby = await api.deviceId('Lobby Intercom');
    const { result } = renderHook(() => useGenerateAccessCode(), { wrapper });
    let code = '';
    await act(async () => {
      code = await result.current.mutateAsync({ device_id: lobby });
    });
    expect(code).toMatch(/^\d{4,6}$/);
    expect(calls('/access_codes/generate_code')).toBe(1);
  });

  it('generate fails with a typed error when the answer holds no code, never resolving to nothing', async () => {
    const lobby = await api.deviceId('Lobby Intercom');
    // A provider answering without the code (the contract marks it optional).
    client = new PorchlightClient(
      { apiKey: api.server.keys.api_key },
      {
        endpoint: api.server.url,
        fetch: async (input, init) =>
          String(input).includes('/access_codes/generate_code')
            ? new Response(JSON.stringify({ generated_code: { device_id: lobby }, ok: true }), {
                headers: { 'content-type': 'application/json' },
              })
            : fetch(input, init),
      },
    );
    const { result } = renderHook(() => useGenerateAccessCode(), { wrapper });
    await act(() =>
      expect(result.current.mutateAsync({ device_id: lobby })).rejects.toBeInstanceOf(
        PorchlightMalformedResponseError,
      ),
    );
  });
});

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

describe('an access-code write while TanStack says the browser is offline', () => {
  // Held, a save would show 'Saving' for as long as the connection stayed away and then land
  // unseen, after the person had given up on it; sent, it lands or fails where they can see it.
  const whileOffline = async (write: () => Promise<unknown>) => {
    onlineManager.setOnline(false);
    try {
      await act(write);
    } finally {
      onlineManager.setOnline(true);
    }
  };

  it('a create is sent at once', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    await whileOffline(() =>
      result.current.mutateAsync({ device_id: backDoor, name: 'Offline', code: '7531' }),
    );
    expect(calls('/access_codes/create')).toBe(1);
    expect(result.current.isPaused).toBe(false);
  });

  it('an update is sent at once', async () => {
    await loadList();
    const family = byName('Family') as AccessCode;
    const { result } = renderHook(() => useUpdateAccessCode(), { wrapper });
    await whileOffline(() =>
      result.current.mutateAsync({
        access_code_id: family.access_code_id,
        device_id: backDoor,
        name: 'Family (renamed)',
      }),
    );
    expect(calls('/access_codes/update')).toBe(1);
  });

  it('a delete is sent at once', async () => {
    await loadList();
    const family = byName('Family') as AccessCode;
    const { result } = renderHook(() => useDeleteAccessCode(), { wrapper });
    await whileOffline(() =>
      result.current.mutateAsync({ access_code_id: family.access_code_id, device_id: backDoor }),
    );
    expect(calls('/access_codes/delete')).toBe(1);
  });
});

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

  it('counts a PIN reported taken by its own earlier send (a browser resend) as landed', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    const params = { device_id: backDoor, name: 'Resent', code: '6150' };
    await act(async () => {
      await result.current.mutateAsync(params);
    });
    let again: AccessCode | undefined;
    await act(async () => {
      again = await result.current.mutateAsync(params);
    });
    expect(wasAccessCodeRecovered(again as AccessCode)).toBe(true);
    expect(await codesNamed('Resent')).toHaveLength(1);
  });

  it('still reports a taken PIN that belongs to another code', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ device_id: backDoor, name: 'First', code: '6151' });
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .mutateAsync({ device_id: backDoor, name: 'Second', code: '6151' })
        .catch((error: unknown) => error);
    });
    expect((failure as Error).name).toBe('PorchlightInvalidInputError');
  });

  it('still reports a taken PIN held by a code of the same name with another window', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    const params = { device_id: backDoor, name: 'Sitter', code: '6153' };
    await act(async () => {
      await result.current.mutateAsync(params);
    });
    const window = { starts_at: '2030-01-01T10:00:00.000Z', ends_at: '2030-01-02T10:00:00.000Z' };
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .mutateAsync({ ...params, ...window })
        .catch((error: unknown) => error);
    });
    expect((failure as Error).name).toBe('PorchlightInvalidInputError');
    expect(await codesNamed('Sitter')).toMatchObject([{ type: 'ongoing' }]);
  });

  it('counts a resent time-bound create as landed when the window matches', async () => {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    const params = {
      device_id: backDoor,
      name: 'Visit',
      code: '6154',
      starts_at: '2030-01-01T10:00:00Z',
      ends_at: '2030-01-02T10:00:00Z',
    };
    await act(async () => {
      await result.current.mutateAsync(params);
    });
    let again: AccessCode | undefined;
    await act(async () => {
      again = await result.current.mutateAsync(params);
    });
    expect(wasAccessCodeRecovered(again as AccessCode)).toBe(true);
    expect(await codesNamed('Visit')).toHaveLength(1);
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

describe('a device list holding malformed entries (null, no access_code_id)', () => {
  const good = {
    access_code_id: 'good',
    device_id: 'd1',
    name: 'Good',
    code: '1234',
    type: 'ongoing',
    status: 'set',
    created_at: '2024-01-01T00:00:00Z',
    errors: [],
    warnings: [],
  };
  const LIST = [null, { name: 'No id', code: '9999', device_id: 'd1' }, good];

  /** A client over a `fetch` stub whose lists always hold the malformed entries. */
  function malformedListClient() {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    return new PorchlightClient(
      { apiKey: 'seam_apikey1_stub' },
      {
        endpoint: 'http://stub.test',
        retries: 0,
        fetch: async (input) => {
          const path = new URL(String(input)).pathname;
          requests.push(path);
          if (path === '/access_codes/list') return json({ access_codes: LIST, ok: true });
          if (path === '/access_codes/get') return json({ access_code: good, ok: true });
          if (path === '/access_codes/update' || path === '/access_codes/delete') {
            return json({ ok: true });
          }
          return new Response('{}', {
            status: 404,
            headers: { 'content-type': 'application/json' },
          });
        },
      },
    );
  }

  beforeEach(() => {
    client = malformedListClient();
  });

  const loadMalformed = async () => {
    const { result } = renderHook(() => useAccessCodes({ device_id: 'd1' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    return result;
  };

  it('lists only the well-formed codes', async () => {
    const list = await loadMalformed();
    expect(list.current.data).toEqual([good]);
  });

  it('opens a listed code from the list without a request', async () => {
    await loadMalformed();
    const { result } = renderHook(() => useAccessCode({ access_code_id: 'good' }), { wrapper });
    expect(result.current.data).toEqual(good);
    expect(calls('/access_codes/get')).toBe(0);
  });

  it('opens a code when a list written into the cache by the host holds null', async () => {
    queryClient.setQueryData(accessCodeKeys.list('d1'), LIST as AccessCode[]);
    const { result } = renderHook(() => useAccessCode({ access_code_id: 'good' }), { wrapper });
    await waitFor(() => expect(result.current.data?.name).toBe('Good'));
  });

  it('an update or delete patches such a cached list without failing', async () => {
    queryClient.setQueryData(accessCodeKeys.list('d1'), LIST as AccessCode[]);
    const { result } = renderHook(
      () => ({ update: useUpdateAccessCode(), remove: useDeleteAccessCode() }),
      { wrapper },
    );
    await act(() =>
      result.current.update.mutateAsync({
        access_code_id: 'good',
        device_id: 'd1',
        name: 'Renamed',
      }),
    );
    await act(() => result.current.remove.mutateAsync({ access_code_id: 'good', device_id: 'd1' }));
    // The observers' state follows the settled promises in a later render on a loaded machine.
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
  });
});

describe("a code created on an offline lock (the provider keeps it 'setting')", () => {
  // Seeded offline: the code's attempt waits for the lock, and the code stays 'setting'.
  let storage = '';
  const storageCode = (name: string) =>
    queryClient
      .getQueryData<AccessCode[]>(accessCodeKeys.list(storage))
      ?.find((code) => code.name === name);
  const warningsOf = (code: AccessCode | undefined) =>
    (code?.warnings as Array<{ warning_code: string }> | undefined)?.map(
      (warning) => warning.warning_code,
    );
  const onServer = async (id: string) =>
    (await api.api<{ access_code: AccessCode }>('/access_codes/get', { access_code_id: id }))
      .access_code;
  /** Moves the (fake) clock on: the fake API's attempts and the hooks' re-reads that fall due run. */
  const moveClock = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  beforeEach(async () => {
    storage = await api.deviceId('Storage Room');
    // The code's attempt runs only when the test moves the clock that far, so the list re-read
    // that follows the create always sees the code before the attempt has found the lock offline.
    await api.admin('config', { action_attempt_delay_ms: 10_000 });
    // Fake clocks (the in-process fake API's too) that still move with real time: the test skips
    // the attempt's delay and the 3 s between re-reads instead of waiting them out.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Three re-read intervals pass (each given a moment to send) without one read of `path`. */
  async function expectNoFurtherReads(path: string) {
    const reads = calls(path);
    for (let i = 0; i < 3; i++) {
      moveClock(UNSETTLED_REFETCH_MS);
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(calls(path)).toBe(reads);
  }

  /** Creates the code through the hook; its answer and the list re-read that follows are done. */
  async function create(name: string): Promise<AccessCode> {
    const { result } = renderHook(() => useCreateAccessCode(), { wrapper });
    let created: AccessCode | undefined;
    await act(async () => {
      created = await result.current.mutateAsync({ device_id: storage, name, code: '5050' });
    });
    return created as AccessCode;
  }

  /** Lets the attempt find the lock offline (the server then holds the delay warning). */
  async function attemptFindsLockOffline(id: string) {
    moveClock(10_000);
    await waitFor(async () =>
      expect(warningsOf(await onServer(id))).toEqual(['delay_in_setting_on_device']),
    );
  }

  /** Brings the lock back and lets the waiting attempt set the code on it. */
  async function lockBackOnline(id: string) {
    await api.admin('devices/connectivity', { device_id: storage, online: true });
    moveClock(10_000);
    await waitFor(async () => expect((await onServer(id)).status).toBe('set'));
  }

  it('the list shows the delay warning on its own, then the code set once the lock is back, and stops reading', async () => {
    const { result } = renderHook(() => useAccessCodes({ device_id: storage }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const created = await create('Waits for the lock');
    // What the create's re-read saw: the code waiting for its lock, no warning yet.
    expect(storageCode('Waits for the lock')).toMatchObject({ status: 'setting', warnings: [] });

    await attemptFindsLockOffline(created.access_code_id);
    moveClock(3_000);
    // Nobody invalidated the list: it was read again on its own while it held a 'setting' code.
    await waitFor(
      () =>
        expect(warningsOf(storageCode('Waits for the lock'))).toEqual([
          'delay_in_setting_on_device',
        ]),
      { timeout: 10_000 },
    );

    await lockBackOnline(created.access_code_id);
    moveClock(3_000);
    await waitFor(
      () =>
        expect(storageCode('Waits for the lock')).toMatchObject({ status: 'set', warnings: [] }),
      { timeout: 10_000 },
    );
    // Every code is settled: no further reads, however long the list stays on screen.
    await expectNoFurtherReads('/access_codes/list');
  });

  it('the code shows the delay warning on its own, then set once the lock is back, and stops reading', async () => {
    const created = await create('Waits for the lock');
    const { result } = renderHook(() => useAccessCode({ access_code_id: created.access_code_id }), {
      wrapper,
    });
    expect(result.current.data).toMatchObject({ status: 'setting', warnings: [] });

    await attemptFindsLockOffline(created.access_code_id);
    moveClock(3_000);
    await waitFor(
      () => expect(warningsOf(result.current.data)).toEqual(['delay_in_setting_on_device']),
      { timeout: 10_000 },
    );

    await lockBackOnline(created.access_code_id);
    moveClock(3_000);
    await waitFor(
      () => expect(result.current.data).toMatchObject({ status: 'set', warnings: [] }),
      { timeout: 10_000 },
    );
    await expectNoFurtherReads('/access_codes/get');
  });

  it('a failed read of a list holding the code stops the re-reads', async () => {
    const { result } = renderHook(() => useAccessCodes({ device_id: storage }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await create('Waits for the lock');
    expect(storageCode('Waits for the lock')?.status).toBe('setting');
    // Enough failures for the client's own retries of the one re-read, and for any later ones.
    await api.fault({ path: '/access_codes/list', status: 500, count: 20 });
    moveClock(3_000);
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 10_000 });
    await expectNoFurtherReads('/access_codes/list');
  });
});

describe("a code that stays 'setting' (its lock never comes back)", () => {
  // Seeded offline: a code created on it stays 'setting', with the delay warning, until the test
  // brings the lock back.
  let storage = '';
  let waiting: AccessCode;
  const listKey = () => accessCodeKeys.list(storage);

  beforeEach(async () => {
    storage = await api.deviceId('Storage Room');
    ({ access_code: waiting } = await api.api<{ access_code: AccessCode }>('/access_codes/create', {
      device_id: storage,
      name: 'Waits for the lock',
      code: '5050',
    }));
    // The attempt finds the lock offline on the real clock; from then on the code stays as it is.
    await waitOnRealClock(async () => {
      const { access_code } = await api.api<{ access_code: AccessCode }>('/access_codes/get', {
        access_code_id: waiting.access_code_id,
      });
      expect(access_code.warnings).toHaveLength(1);
    });
    // Only the re-reads' intervals run on the fake clock, which stands still until moved.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  /**
   * Moves the fake clock on a second at a time for `seconds`, letting each read of `queryKey` that
   * falls due finish before moving on; returns the second of each read.
   */
  async function readSeconds(queryKey: readonly unknown[], path: string, seconds: number) {
    const at: number[] = [];
    for (let second = 1; second <= seconds; second++) {
      const before = calls(path);
      act(() => vi.advanceTimersByTime(1_000));
      if (queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching') continue;
      at.push(second);
      await waitOnRealClock(() => {
        expect(calls(path)).toBe(before + 1);
        expect(queryClient.getQueryState(queryKey)?.fetchStatus).toBe('idle');
      });
    }
    return at;
  }
  const gaps = (seconds: number[]) => seconds.map((second, i) => second - (seconds[i - 1] ?? 0));
  /** Every 3 s for the first 30 s, then 6, 12, 24 and 48 s apart, then once a minute. */
  const BACKING_OFF = [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 6, 12, 24, 48, 60, 60, 60];

  async function mountList() {
    const view = renderHook(() => useAccessCodes({ device_id: storage }), { wrapper });
    // Mounted again, it shows the cached list at once and reads it again (its mount read).
    await waitOnRealClock(() => {
      expect(view.result.current.isSuccess).toBe(true);
      expect(view.result.current.isFetching).toBe(false);
    });
    return view;
  }

  it('the list is read every 3 s at first, then less and less often, down to once a minute', async () => {
    await mountList();
    const reads = await readSeconds(listKey(), '/access_codes/list', 300);
    // Was 100 reads in these 5 minutes, every 3 s for as long as the code stayed 'setting'.
    expect(gaps(reads)).toEqual(BACKING_OFF);
    expect(reads.filter((second) => second <= 60)).toHaveLength(12);
    expect(reads.filter((second) => second > 240)).toHaveLength(1);
  });

  it('the code is read every 3 s at first, then less and less often', async () => {
    const { result } = renderHook(() => useAccessCode({ access_code_id: waiting.access_code_id }), {
      wrapper,
    });
    await waitOnRealClock(() => expect(result.current.isSuccess).toBe(true));
    const reads = await readSeconds(
      accessCodeKeys.detail(waiting.access_code_id),
      '/access_codes/get',
      180,
    );
    expect(gaps(reads)).toEqual(BACKING_OFF.slice(0, 15));
    expect(result.current.data?.status).toBe('setting');
  });

  it('a code set during the first re-reads shows within 3 s, and the re-reads stop', async () => {
    const { result } = await mountList();
    expect(await readSeconds(listKey(), '/access_codes/list', 10)).toEqual([3, 6, 9]);
    await api.admin('devices/connectivity', { device_id: storage, online: true });
    await waitOnRealClock(async () => {
      const { access_code } = await api.api<{ access_code: AccessCode }>('/access_codes/get', {
        access_code_id: waiting.access_code_id,
      });
      expect(access_code.status).toBe('set');
    });
    // The clock stood at 10 s: the next re-read, due at 12 s, finds the code set.
    expect(await readSeconds(listKey(), '/access_codes/list', 2)).toEqual([2]);
    await waitOnRealClock(() =>
      expect(result.current.data?.find((code) => code.name === 'Waits for the lock')?.status).toBe(
        'set',
      ),
    );
    expect(await readSeconds(listKey(), '/access_codes/list', 300)).toEqual([]);
  });

  it('a new code on the lock starts the quick re-reads again', async () => {
    await mountList();
    // Backed off: the last read was at 120 s, the next is a minute later.
    expect(gaps(await readSeconds(listKey(), '/access_codes/list', 150))).toEqual(
      BACKING_OFF.slice(0, 14),
    );
    const create = renderHook(() => useCreateAccessCode(), { wrapper });
    await act(async () => {
      await create.result.current.mutateAsync({
        device_id: storage,
        name: 'Also waits',
        code: '6060',
      });
    });
    // The create read the list again, which now holds a second 'setting' code.
    expect(await readSeconds(listKey(), '/access_codes/list', 9)).toEqual([3, 6, 9]);
  });

  it('a list mounted again (the screen opened again) starts the quick re-reads again', async () => {
    const first = await mountList();
    await readSeconds(listKey(), '/access_codes/list', 150);
    first.unmount();
    await mountList();
    expect(await readSeconds(listKey(), '/access_codes/list', 9)).toEqual([3, 6, 9]);
  });
});
