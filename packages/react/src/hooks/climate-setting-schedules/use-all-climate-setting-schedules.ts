import type { ClimateSettingSchedule, Device } from '@porchlight/client';
import { type QueryObserverResult, replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRequireProvider } from '../../provider/porchlight-context.js';
import { DEVICE_PAGE_SIZE } from '../devices/device-pages.js';
import { useDevices } from '../devices/use-devices.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';
import { THERMOSTAT_DEVICE_TYPES } from '../thermostats/thermostat-device-types.js';
import { useQueryList } from '../use-query-list.js';
import { climateSettingScheduleQueries } from './climate-setting-schedule-queries.js';

/** Whether a listed device is a thermostat: one of the spec's types, or one that says it is. */
export function isThermostatDevice(device: unknown): device is Device {
  if (device === null || typeof device !== 'object') return false;
  const { device_type, device_id, capabilities_supported } = device as Partial<Device>;
  if (typeof device_id !== 'string' || device_id === '') return false;
  if (typeof device_type === 'string' && THERMOSTAT_DEVICE_TYPES.has(device_type)) return true;
  return Array.isArray(capabilities_supported) && capabilities_supported.includes('thermostat');
}

/** The combined state of the device list and every thermostat's schedule list. */
export interface AllClimateSettingSchedules {
  /**
   * The loaded thermostats' schedules, in device order. In a workspace of more than one page of
   * devices (500) it holds, from the first page on, those of the thermostats read so far whose
   * schedules have come ({@link AllClimateSettingSchedules.isComplete} says when it is all);
   * otherwise it is undefined until every thermostat's schedules have settled.
   */
  data: ClimateSettingSchedule[] | undefined;
  /** The workspace's devices (those read so far), for device names. */
  devices: Device[] | undefined;
  /** Nothing to show yet: the devices or some thermostat's schedules are still loading. */
  isPending: boolean;
  /**
   * `data` holds only part of the schedules and more devices or schedules are being read (or wait
   * for the connection).
   */
  isFetchingMore: boolean;
  /**
   * `data` holds the schedules of every thermostat: every page of devices is read and each
   * thermostat's list has answered or failed. False while more are read, and when a later page of
   * devices failed (`isError`, with the schedules read before it in `data`). Once true, it stays
   * true while a re-read of the devices brings new thermostats: their schedules join `data` as
   * they are read.
   */
  isComplete: boolean;
  /** A request for the devices or for any thermostat's schedules is under way. */
  isFetching: boolean;
  /**
   * A request for the devices or for any thermostat's schedules waits for the connection
   * (TanStack pauses fetches while the browser is offline); it runs once the browser is back online.
   */
  isPaused: boolean;
  /** The device list or any thermostat's schedules failed. */
  isError: boolean;
  /**
   * Why {@link AllClimateSettingSchedules.isError} is true: the device list's failure, else the
   * first failed thermostat's; `null` when nothing failed.
   */
  error: Error | null;
  /** Refetches what failed (the device list, or the schedule lists); the same function every render. */
  refetch(): void;
  /**
   * What the last {@link AllClimateSettingSchedules.refetch} asked for is still being read (or
   * waits for the connection): the device list until every page and schedule is read (or until
   * the device list fails again), or only the schedule lists it asked for again, however many
   * pages of devices are still to come.
   */
  isRetrying: boolean;
}

type ListResult = QueryObserverResult<ClimateSettingSchedule[]>;

function combineLists(ids: readonly string[], results: ListResult[]) {
  return {
    isReading: (retried: ReadonlySet<string>) =>
      results.some((r, i) => retried.has(ids[i] ?? '') && r.fetchStatus !== 'idle'),
    settled: results.every((r) => r.data !== undefined || r.isError),
    isError: results.some((r) => r.isError),
    error: results.find((r) => r.isError)?.error ?? null,
    isFetching: results.some((r) => r.isFetching),
    isPaused: results.some((r) => r.isPaused),
    schedules: results.flatMap((r) => (Array.isArray(r.data) ? r.data : [])),
    /** Refetches the failed lists; returns their thermostats' ids. */
    refetchFailed: () => {
      const retried = new Set<string>();
      results.forEach((r, i) => {
        if (!r.isError) return;
        retried.add(ids[i] ?? '');
        void r.refetch();
      });
      return retried;
    },
  };
}

/**
 * Every thermostat's climate setting schedules: the devices are listed (sharing the device table's
 * cache) and each thermostat's schedules are fetched with the per-thermostat list query, so each
 * schedule also seeds its own cache entry. When one thermostat's list fails, the others still show.
 */
export function useAllClimateSettingSchedules(): AllClimateSettingSchedules {
  const { client, queryClient } = useRequireProvider('useAllClimateSettingSchedules');
  const devices = useDevices();
  const thermostatIds = useMemo(() => {
    const data: unknown[] = Array.isArray(devices.data) ? devices.data : [];
    const ids = data.filter(isThermostatDevice).map((device) => device.device_id);
    return [...new Set(ids)];
  }, [devices.data]);
  const lists = combineLists(
    thermostatIds,
    useQueryList(
      queryClient,
      thermostatIds.map((id) => ({
        ...climateSettingScheduleQueries.list(client, id),
        ...KEEP_ERRORS_IN_RESULT,
      })),
    ),
  );
  // The same array while no schedule changed, as a query's own data is, so `data` keeps its
  // identity across renders and the table's sorting and filtering are not redone.
  const shared = useRef(lists.schedules);
  shared.current = replaceEqualDeep(shared.current, lists.schedules);
  lists.schedules = shared.current;
  // Complete only once every page of devices is read: a thermostat on a later page would
  // otherwise be missing from a table that looks complete (or says there are no schedules).
  // Once complete, a re-read of the devices (window focus, an invalidation) that brings a new
  // thermostat keeps the schedules and count shown while its list loads, its rows joining once
  // read: going back to loading hid every row, for one thermostat the person had not seen yet.
  const [wasComplete, setWasComplete] = useState(false);
  const settledOnce = devices.isComplete && lists.settled;
  if (settledOnce && !wasComplete) setWasComplete(true);
  // A list read from scratch (new credentials) has nothing shown to keep.
  else if (devices.data === undefined && wasComplete) setWasComplete(false);
  const complete = devices.isComplete && (lists.settled || wasComplete);
  // A workspace read page by page (a full first page) shows what came so far, as its device table
  // does, rather than nothing until thousands of devices and their schedules are read; a smaller
  // one shows its schedules together, as they always were.
  const paged = Array.isArray(devices.data) && devices.data.length >= DEVICE_PAGE_SIZE;
  const shown = complete || paged;
  const data = useMemo(() => (shown ? lists.schedules : undefined), [shown, lists.schedules]);
  const isFetching = devices.isFetching || lists.isFetching;
  const isPaused = devices.isPaused || lists.isPaused;
  // Stable, so a host can list it in effect dependencies: it reads the latest state when called.
  const latest = useRef({ devices, lists });
  latest.current = { devices, lists };
  // What the last retry asked for, so a retry of one thermostat's schedules is over once they
  // answer, not once every later page of devices is read as well.
  const [retried, setRetried] = useState<'devices' | ReadonlySet<string>>(() => new Set());
  const refetch = useCallback(() => {
    const { devices, lists } = latest.current;
    if (devices.isError) {
      setRetried('devices');
      void devices.refetch();
    } else setRetried(lists.refetchFailed());
  }, []);
  // A retry of the devices that failed again is over, however many schedules still load: its
  // failure is said when the devices answer, not once those lists end.
  const isRetrying =
    retried === 'devices'
      ? !complete &&
        (isFetching || isPaused) &&
        !(devices.isError && devices.fetchStatus === 'idle')
      : lists.isReading(retried);
  return {
    data,
    devices: devices.data,
    isPending: data === undefined && !devices.isError,
    isFetchingMore: data !== undefined && !complete && (isFetching || isPaused),
    isComplete: complete,
    isFetching,
    isPaused,
    isError: devices.isError || lists.isError,
    error: (devices.isError ? devices.error : null) ?? lists.error,
    refetch,
    isRetrying,
  };
}
