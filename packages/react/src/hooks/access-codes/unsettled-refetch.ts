import type { Query } from '@tanstack/react-query';

/**
 * How often a device's list (or a single code) is read again at first while a code is unsettled
 * (`isUnsettledCode`), so a delay warning, the code turning `set` or a removed code leaving shows
 * without the person doing anything (a write's answer does not wait for the lock). A code on an
 * online lock settles within seconds, so these first re-reads stay quick.
 */
export const UNSETTLED_REFETCH_MS = 3_000;

/** How many re-reads in a row that find the unsettled codes unchanged stay quick (about 30 s). */
export const UNSETTLED_QUICK_REREADS = 10;

/** The longest wait between re-reads of codes that stay unsettled (a lock that never returns). */
export const UNSETTLED_REFETCH_MAX_MS = 60_000;

/**
 * The wait before the next re-read, from how many re-reads in a row found the unsettled codes as
 * they were (0 right after they changed): 3 s for the first {@link UNSETTLED_QUICK_REREADS}, then
 * twice the wait before it each time (6, 12, 24, 48 s), never more than a minute.
 */
export function unsettledRefetchMs(unchangedRereads: number): number {
  const doublings = Math.max(0, unchangedRereads - UNSETTLED_QUICK_REREADS + 1);
  return Math.min(UNSETTLED_REFETCH_MAX_MS, UNSETTLED_REFETCH_MS * 2 ** doublings);
}

/** What the re-reads of one query have found since its unsettled codes last changed. */
export interface UnsettledRun {
  /** The unsettled codes as last read (their JSON); `undefined` when they cannot be compared. */
  signature: string | undefined;
  /** The query's `dataUpdateCount` of the last read counted, so a render counts no read. */
  readCount: number;
  /** Re-reads in a row that found the codes as they were. */
  unchangedRereads: number;
}

/**
 * The run after the query's data is read (or looked at again): it starts over when the unsettled
 * codes differ from the run's (a new one, a warning, a write's answer, one settling while another
 * waits) and counts one more unchanged re-read for each new read that finds them as they were.
 */
export function nextUnsettledRun(
  run: UnsettledRun | undefined,
  signature: string | undefined,
  readCount: number,
): UnsettledRun {
  if (!run || signature === undefined || run.signature !== signature) {
    return { signature, readCount, unchangedRereads: 0 };
  }
  if (run.readCount === readCount) return run;
  return { signature, readCount, unchangedRereads: run.unchangedRereads + 1 };
}

/** The codes' JSON, to compare one read with the next; `undefined` for what JSON cannot hold. */
function signatureOf(codes: readonly unknown[]): string | undefined {
  try {
    return JSON.stringify(codes);
  } catch {
    return undefined;
  }
}

interface Tracked {
  run: UnsettledRun;
  /** The query's observers (mounted hooks) the run has seen: a new one starts it over. */
  observers: WeakSet<object>;
}

// Per query, and dropped with it: the cache owns the queries, this only remembers what it saw.
// biome-ignore lint/suspicious/noExplicitAny: any query of the cache, whatever its data.
const tracked = new WeakMap<Query<any, any, any, any>, Tracked>();

/**
 * A query's `refetchInterval` while it holds the unsettled codes given (none: no re-reads): 3 s
 * while they keep changing or are new, then longer as re-reads keep finding them unchanged (see
 * {@link unsettledRefetchMs}). It starts quick again when they change, when a hook mounts the query
 * (a screen opened again), and after a failed read, which itself stops the re-reads.
 */
export function unsettledRefetchInterval(
  // biome-ignore lint/suspicious/noExplicitAny: any query of the cache, whatever its data.
  query: Query<any, any, any, any>,
  unsettled: readonly unknown[],
): number | false {
  if (unsettled.length === 0 || query.state.status === 'error') {
    tracked.delete(query);
    return false;
  }
  const before = tracked.get(query);
  const sameObservers =
    before !== undefined && query.observers.every((observer) => before.observers.has(observer));
  const run = nextUnsettledRun(
    sameObservers ? before.run : undefined,
    signatureOf(unsettled),
    query.state.dataUpdateCount,
  );
  if (sameObservers) before.run = run;
  else tracked.set(query, { run, observers: new WeakSet(query.observers) });
  return unsettledRefetchMs(run.unchangedRereads);
}
