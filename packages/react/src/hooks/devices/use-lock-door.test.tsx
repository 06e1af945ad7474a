import { PorchlightClientMissingError } from '@porchlight/client';
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  cachedDetail,
  cachedListEntry,
  holdRequest,
  loadList,
  lockedIn,
  queryClient,
  requests,
  wrapper,
} from '../../test-utils/device-hooks.js';
import { NoClientProvider } from '../../test-utils/fake-api.js';
import { waitOnRealClock } from '../../test-utils/real-clock.js';
import { LATE_REREAD_DELAYS_MS } from '../reread-after-failure.js';
import { deviceKeys } from './device-queries.js';
import { useDevice } from './use-device.js';
import { useDevices } from './use-devices.js';
import { useLockDoor, useUnlockDoor } from './use-lock-door.js';
import { useToggleLock } from './use-toggle-lock.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('lock hooks', () => {
  it('unlock flips the cached device and list at once, then refetches the lists', async () => {
    const id = await loadList('Front Door');
    expect(lockedIn(cachedDetail(id))).toBe(true);
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    const listCalls = () => requests.filter((path) => path === '/devices/list').length;
    const listsBefore = listCalls();
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.mutateAsync({ deviceId: id });
    });
    // Optimistic: both caches show the new state while the action attempt is pending.
    await waitFor(() => expect(lockedIn(cachedDetail(id))).toBe(false));
    expect(lockedIn(cachedListEntry(id))).toBe(false);
    expect(requests).toContain('/locks/unlock_door');
    await act(() => settled);
    await waitFor(() => expect(listCalls()).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(false));
  });

  it('sends an action at once while TanStack says offline, never holding it to send on reconnect', async () => {
    const id = await loadList('Back Door');
    const { result } = renderHook(() => useLockDoor(), { wrapper });
    onlineManager.setOnline(false);
    try {
      // Held, it would lock the door whenever the connection came back, after the screen closed.
      await act(() => result.current.mutateAsync({ deviceId: id }));
      expect(requests).toContain('/locks/lock_door');
      expect(result.current.isPaused).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps the flip through a read that lands while the action is under way', async () => {
    const id = await loadList('Front Door');
    renderHook(() => useDevices(), { wrapper });
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    const gate = holdRequest('/locks/unlock_door');
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.mutateAsync({ deviceId: id });
    });
    await gate.held;
    expect(lockedIn(cachedListEntry(id))).toBe(false);
    // A refetch (tab focus, another lock's success) reads the provider's state before the unlock.
    await act(() => queryClient.refetchQueries({ queryKey: deviceKeys.all }));
    expect(lockedIn(cachedListEntry(id))).toBe(false);
    expect(lockedIn(cachedDetail(id))).toBe(false);
    gate.open();
    await act(() => settled);
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(false));
    // Once the action ended, reads show the provider's word again.
    await api.api('/locks/lock_door', { device_id: id });
    await waitFor(async () => {
      await act(() => queryClient.refetchQueries({ queryKey: deviceKeys.all }));
      expect(lockedIn(cachedListEntry(id))).toBe(true);
    });
  });

  it('lock flips an unlocked door to locked', async () => {
    const id = await loadList('Back Door');
    expect(lockedIn(cachedDetail(id))).toBe(false);
    const { result } = renderHook(() => useLockDoor(), { wrapper });
    await act(() => result.current.mutateAsync({ deviceId: id }));
    expect(requests).toContain('/locks/lock_door');
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(true));
    expect(lockedIn(cachedDetail(id))).toBe(true);
  });

  it('rolls the caches back when the action attempt fails', async () => {
    const id = await loadList('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.mutateAsync({ deviceId: id }).catch((error) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(lockedIn(cachedDetail(id))).toBe(true);
    expect(lockedIn(cachedListEntry(id))).toBe(true);
  });

  it('after a lost answer, rolls back, then re-reads later and shows the state the lock reached', async () => {
    const id = await loadList('Front Door');
    await api.fault({ path: '/locks/unlock_door', kind: 'commit_drop' });
    // The fake lock (in this process) acts a second after the request, and the hook re-reads
    // later: both on a fake clock that stands still until the test moves it.
    await api.admin('config', { action_attempt_delay_ms: 1000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    requests.length = 0;
    const listReads = () => requests.filter((path) => path === '/devices/list').length;
    const { result } = renderHook(() => useUnlockDoor(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.mutateAsync({ deviceId: id }).catch((error) => error);
    });
    expect((failure as { mayHaveSucceeded?: unknown }).mayHaveSucceeded).toBe(true);
    expect(lockedIn(cachedListEntry(id))).toBe(true);
    // The re-read right after the failure is too early: the lock has not acted yet.
    await waitOnRealClock(() => {
      expect(listReads()).toBe(1);
      expect(queryClient.getQueryState(deviceKeys.list())?.fetchStatus).toBe('idle');
    });
    expect(lockedIn(cachedListEntry(id))).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(
      lockedIn((await api.api<{ device: unknown }>('/devices/get', { device_id: id })).device),
    ).toBe(false);
    act(() => vi.advanceTimersByTime((LATE_REREAD_DELAYS_MS[0] as number) - 1000 - 1));
    expect(listReads()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    await waitOnRealClock(() => expect(lockedIn(cachedListEntry(id))).toBe(false));
    expect(listReads()).toBe(2);
  });

  it('take the lock as `device_id`, like every other hook, and `deviceId` still', async () => {
    const id = await loadList('Back Door');
    const serverLocked = async () =>
      lockedIn((await api.api<{ device: unknown }>('/devices/get', { device_id: id })).device);
    expect(await serverLocked()).toBe(false);
    const { result } = renderHook(
      () => ({ lock: useLockDoor(), unlock: useUnlockDoor(), toggle: useToggleLock() }),
      { wrapper },
    );
    await act(() => result.current.lock.mutateAsync({ device_id: id }));
    expect(await serverLocked()).toBe(true);
    await waitFor(() => expect(lockedIn(cachedDetail(id))).toBe(true));
    await act(() => result.current.unlock.mutateAsync({ device_id: id }));
    expect(await serverLocked()).toBe(false);
    await act(() => result.current.toggle.mutateAsync({ device_id: id, locked: false }));
    expect(await serverLocked()).toBe(true);
    // The toggle's optimistic flip finds the device by `device_id` as well.
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.toggle.mutateAsync({ device_id: id, locked: true });
    });
    await waitFor(() => expect(lockedIn(cachedListEntry(id))).toBe(false));
    await act(() => settled);
    expect(await serverLocked()).toBe(false);
    await act(() => result.current.toggle.mutateAsync({ deviceId: id, locked: false }));
    expect(await serverLocked()).toBe(true);
  });

  it('a failed action rolls back only its own lock, not another lock flipped meanwhile', async () => {
    const front = await loadList('Front Door');
    const back = await api.deviceId('Back Door');
    // Front Door's unlock fails first; Back Door's lock, started while it was pending (both requests
    // held at gates), fails after it; the re-reads fail too (the network is gone).
    await api.fault({ path: '/locks/unlock_door', kind: 'action_error' });
    await api.fault({ path: '/locks/lock_door', kind: 'action_error' });
    const unlockRequest = holdRequest('/locks/unlock_door');
    const lockRequest = holdRequest('/locks/lock_door');
    const { result } = renderHook(() => ({ unlock: useUnlockDoor(), lock: useLockDoor() }), {
      wrapper,
    });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.unlock.mutateAsync({ device_id: front }).catch(() => 'failed');
    });
    await waitFor(() => expect(lockedIn(cachedListEntry(front))).toBe(false));
    await unlockRequest.held;
    act(() => {
      second = result.current.lock.mutateAsync({ device_id: back }).catch(() => 'failed');
    });
    await waitFor(() => expect(lockedIn(cachedListEntry(back))).toBe(true));
    await lockRequest.held;
    await api.fault({ path: '/devices/list', status: 500, count: 50 });
    await api.fault({ path: '/devices/get', status: 500, count: 50 });
    unlockRequest.open();
    await act(async () => expect(await first).toBe('failed'));
    // Back Door's lock is still under way: its flip stays.
    expect(lockedIn(cachedListEntry(back))).toBe(true);
    lockRequest.open();
    await act(async () => expect(await second).toBe('failed'));
    // Neither action happened: both locks show the state they really have.
    expect(lockedIn(cachedListEntry(front))).toBe(true);
    expect(lockedIn(cachedDetail(front))).toBe(true);
    expect(lockedIn(cachedListEntry(back))).toBe(false);
    expect(lockedIn(cachedDetail(back))).toBe(false);
  });

  it('survives malformed entries in a cached list', async () => {
    const id = await api.deviceId('Front Door');
    // What a host or a proxy may have put there, which the key's type would refuse.
    queryClient.setQueryData(deviceKeys.list(), [null, 'junk', { device_id: id }] as never);
    const { result } = renderHook(() => useLockDoor(), { wrapper });
    await act(() => result.current.mutateAsync({ deviceId: id }));
    expect(requests).toContain('/locks/lock_door');
  });
});

describe('hooks without a client', () => {
  // Before a publishable key is exchanged (or when the exchange failed) there is no client.
  function noClientWrapper({ children }: { children: ReactNode }) {
    return <NoClientProvider queryClient={queryClient}>{children}</NoClientProvider>;
  }

  it('keeps queries disabled and makes lock and unlock raise the client-missing error', async () => {
    const { result } = renderHook(
      () => ({
        devices: useDevices(),
        device: useDevice({ device_id: 'd1' }),
        lock: useLockDoor(),
        unlock: useUnlockDoor(),
      }),
      { wrapper: noClientWrapper },
    );
    expect(result.current.devices.fetchStatus).toBe('idle');
    expect(result.current.device.fetchStatus).toBe('idle');
    for (const mutation of [result.current.lock, result.current.unlock]) {
      let failure: unknown;
      await act(async () => {
        failure = await mutation.mutateAsync({ deviceId: 'd1' }).catch((error) => error);
      });
      expect(failure).toBeInstanceOf(PorchlightClientMissingError);
    }
    expect(requests).toEqual([]);
  });
});
