import type { QueryClient } from '@tanstack/react-query';

/** One save of a thermostat setting, handed out by {@link startThermostatSave}. */
export interface ThermostatSave {
  key: string;
  order: number;
}

/**
 * What a save may do with its answer once it settles:
 * - `newest`: no save of the setting started after it, so its result is what the person chose
 *   last and may be written to the cache;
 * - `superseded`: a newer save started and has settled already; the server may have applied the
 *   two in either order, so the device is to be re-read rather than patched;
 * - `overtaken`: a newer save started and is still running; it settles the cache itself.
 */
export type ThermostatSaveOutcome = 'newest' | 'superseded' | 'overtaken';

interface SaveLine {
  /** Order of the newest save started. */
  newest: number;
  newestSettled: boolean;
  /** Orders of the saves not settled yet. */
  running: Set<number>;
}

// Held per cache, so two providers (or two tests) never compare each other's saves, and dropped
// with the cache.
const linesByCache = new WeakMap<QueryClient, Map<string, SaveLine>>();

function linesOf(queryClient: QueryClient): Map<string, SaveLine> {
  let lines = linesByCache.get(queryClient);
  if (!lines) {
    lines = new Map();
    linesByCache.set(queryClient, lines);
  }
  return lines;
}

/** Records the start of a save of `setting` on the device; call it in the mutation's `onMutate`. */
export function startThermostatSave(
  queryClient: QueryClient,
  setting: string,
  deviceId: string,
): ThermostatSave {
  const key = `${setting}\u0000${deviceId}`;
  const lines = linesOf(queryClient);
  const line = lines.get(key) ?? { newest: 0, newestSettled: false, running: new Set() };
  line.newest += 1;
  line.newestSettled = false;
  line.running.add(line.newest);
  lines.set(key, line);
  return { key, order: line.newest };
}

/**
 * Records that the save settled (succeeded or failed) and says what it may do with its answer.
 * Without a save (no `onMutate` ran) it counts as the newest, as before saves were ordered.
 */
export function settleThermostatSave(
  queryClient: QueryClient,
  save: ThermostatSave | undefined,
): ThermostatSaveOutcome {
  if (!save) return 'newest';
  const lines = linesOf(queryClient);
  const line = lines.get(save.key);
  if (!line) return 'newest';
  line.running.delete(save.order);
  // With nothing left running the next save starts a fresh line; no order is compared across it.
  if (line.running.size === 0) lines.delete(save.key);
  if (save.order === line.newest) {
    line.newestSettled = true;
    return 'newest';
  }
  return line.newestSettled ? 'superseded' : 'overtaken';
}
