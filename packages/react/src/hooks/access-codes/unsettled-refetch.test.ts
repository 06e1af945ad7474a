import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  nextUnsettledRun,
  UNSETTLED_QUICK_REREADS,
  UNSETTLED_REFETCH_MAX_MS,
  UNSETTLED_REFETCH_MS,
  unsettledRefetchInterval,
  unsettledRefetchMs,
} from './unsettled-refetch.js';

describe('unsettledRefetchMs', () => {
  it('waits 3 s for the first ten re-reads that find the codes unchanged (about 30 s)', () => {
    expect(UNSETTLED_REFETCH_MS).toBe(3_000);
    expect(UNSETTLED_QUICK_REREADS).toBe(10);
    for (let rereads = 0; rereads < 10; rereads++) {
      expect(unsettledRefetchMs(rereads)).toBe(3_000);
    }
  });

  it('then doubles the wait with each unchanged re-read: 6, 12, 24, 48 s', () => {
    expect(unsettledRefetchMs(10)).toBe(6_000);
    expect(unsettledRefetchMs(11)).toBe(12_000);
    expect(unsettledRefetchMs(12)).toBe(24_000);
    expect(unsettledRefetchMs(13)).toBe(48_000);
  });

  it('never waits more than a minute, however long the codes stay unsettled', () => {
    expect(UNSETTLED_REFETCH_MAX_MS).toBe(60_000);
    expect(unsettledRefetchMs(14)).toBe(60_000);
    expect(unsettledRefetchMs(15)).toBe(60_000);
    // An hour and more at a minute apart, and a count far past any real one.
    expect(unsettledRefetchMs(100)).toBe(60_000);
    expect(unsettledRefetchMs(10_000)).toBe(60_000);
  });

  it('reads at most about 75 times in the first hour instead of 1,200', () => {
    let elapsed = 0;
    let reads = 0;
    while (elapsed < 3_600_000) {
      elapsed += unsettledRefetchMs(reads);
      reads++;
    }
    expect(reads).toBeLessThanOrEqual(75);
    expect(reads).toBeGreaterThan(60);
  });
});

describe('nextUnsettledRun', () => {
  const setting = JSON.stringify([{ access_code_id: 'a', status: 'setting' }]);
  const warned = JSON.stringify([
    { access_code_id: 'a', status: 'setting', warnings: ['delay_in_setting_on_device'] },
  ]);

  it('starts at no unchanged re-reads on the first read', () => {
    expect(nextUnsettledRun(undefined, setting, 1)).toEqual({
      signature: setting,
      readCount: 1,
      unchangedRereads: 0,
    });
  });

  it('counts each new read that finds the codes as they were', () => {
    let run = nextUnsettledRun(undefined, setting, 1);
    for (let read = 2; read <= 20; read++) run = nextUnsettledRun(run, setting, read);
    expect(run.unchangedRereads).toBe(19);
    expect(unsettledRefetchMs(run.unchangedRereads)).toBe(60_000);
  });

  it('counts no read when nothing was read since (a render asks again)', () => {
    const run = nextUnsettledRun(nextUnsettledRun(undefined, setting, 1), setting, 2);
    expect(nextUnsettledRun(run, setting, 2)).toBe(run);
    expect(nextUnsettledRun(nextUnsettledRun(run, setting, 2), setting, 2).unchangedRereads).toBe(
      1,
    );
  });

  it('starts over when the codes change, quick again', () => {
    let run = nextUnsettledRun(undefined, setting, 1);
    for (let read = 2; read <= 20; read++) run = nextUnsettledRun(run, setting, read);
    run = nextUnsettledRun(run, warned, 21);
    expect(run).toEqual({ signature: warned, readCount: 21, unchangedRereads: 0 });
    expect(unsettledRefetchMs(run.unchangedRereads)).toBe(3_000);
    expect(nextUnsettledRun(run, warned, 22).unchangedRereads).toBe(1);
  });

  it('never counts codes it cannot compare as unchanged', () => {
    let run = nextUnsettledRun(undefined, undefined, 1);
    for (let read = 2; read <= 20; read++) run = nextUnsettledRun(run, undefined, read);
    expect(run.unchangedRereads).toBe(0);
  });
});

describe('unsettledRefetchInterval', () => {
  const queryClient = new QueryClient();
  const settingCode = { access_code_id: 'a', status: 'setting' };
  let n = 0;
  const unsubscribes: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    queryClient.clear();
  });

  /** A cached query holding `data`, as a read leaves it. */
  function cached(data: unknown) {
    const queryKey = ['unsettled', n++];
    queryClient.setQueryData(queryKey, data);
    const query = queryClient.getQueryCache().find({ queryKey });
    if (!query) throw new Error('no query');
    return {
      query,
      /** Another read that found `next` (each read counts, even of equal data). */
      read: (next: unknown) => queryClient.setQueryData(queryKey, next),
      /** A hook mounting the query. */
      mount: () => {
        const observer = new QueryObserver(queryClient, { queryKey, enabled: false });
        unsubscribes.push(observer.subscribe(() => {}));
      },
    };
  }

  /** The intervals after each of `reads` further reads of the same data. */
  function intervalsOver(target: ReturnType<typeof cached>, data: unknown, reads: number) {
    const intervals: Array<number | false> = [];
    for (let i = 0; i < reads; i++) {
      target.read(data);
      intervals.push(unsettledRefetchInterval(target.query, [settingCode]));
    }
    return intervals;
  }

  it('is false without unsettled codes', () => {
    const { query } = cached([]);
    expect(unsettledRefetchInterval(query, [])).toBe(false);
  });

  it('backs off as reads keep finding the same code, and asking again counts no read', () => {
    const target = cached([settingCode]);
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(3_000);
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(3_000);
    expect(intervalsOver(target, [settingCode], 15)).toEqual([
      ...Array(9).fill(3_000),
      6_000,
      12_000,
      24_000,
      48_000,
      60_000,
      60_000,
    ]);
    // Asked again with no read in between (a render): still a minute, no further doubling.
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(60_000);
  });

  it('starts quick again when the unsettled codes change', () => {
    const target = cached([settingCode]);
    unsettledRefetchInterval(target.query, [settingCode]);
    intervalsOver(target, [settingCode], 15);
    const other = { access_code_id: 'b', status: 'setting' };
    target.read([settingCode, other]);
    expect(unsettledRefetchInterval(target.query, [settingCode, other])).toBe(3_000);
  });

  it('starts quick again when a hook mounts the query, but not for each read it sees', () => {
    const target = cached([settingCode]);
    target.mount();
    unsettledRefetchInterval(target.query, [settingCode]);
    expect(intervalsOver(target, [settingCode], 15).at(-1)).toBe(60_000);
    target.mount();
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(3_000);
    expect(intervalsOver(target, [settingCode], 1)).toEqual([3_000]);
  });

  it('stops after a failed read, and starts quick on the next good one', () => {
    const target = cached([settingCode]);
    unsettledRefetchInterval(target.query, [settingCode]);
    intervalsOver(target, [settingCode], 15);
    target.query.setState({ status: 'error', error: new Error('500') });
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(false);
    target.read([settingCode]);
    expect(target.query.state.status).toBe('success');
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(3_000);
  });

  it('forgets a query once its codes are settled', () => {
    const target = cached([settingCode]);
    unsettledRefetchInterval(target.query, [settingCode]);
    intervalsOver(target, [settingCode], 15);
    target.read([{ ...settingCode, status: 'set' }]);
    expect(unsettledRefetchInterval(target.query, [])).toBe(false);
    target.read([settingCode]);
    expect(unsettledRefetchInterval(target.query, [settingCode])).toBe(3_000);
  });
});
