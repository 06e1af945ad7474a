import type { QueryClient } from '@tanstack/react-query';
import { cacheSession } from '../../provider/cache-claim.js';

/** One save of a thermostat setting, handed out by {@link startThermostatSave}. */
export interface ThermostatSave {
  key: string;
  order: number;
  /** The saves of the session it started in, where it settles. */
  lines: Map<string, SaveLine>;
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

// Held per session of each cache, so two providers (or two tests) never compare each other's
// saves, and dropped with the session: a save still running when the session ends (a new user or
// client) never settles here, as its callbacks are skipped then, and its line would otherwise stay
// for ever and count under the next session.
const linesBySession = new WeakMap<object, Map<string, SaveLine>>();

function linesOf(queryClient: QueryClient): Map<string, SaveLine> {
  // A cache no provider claimed (a hook test's own) is its own session.
  const session = cacheSession(queryClient) ?? queryClient;
  let lines = linesBySession.get(session);
  if (!lines) {
    lines = new Map();
    linesBySession.set(session, lines);
  }
  return lines;
}

/** How many saves are running in the cache's current session, over every setting and device. */
export function runningThermostatSaves(queryClient: QueryClient): number {
  let running = 0;
  for (const line of linesOf(queryClient).values()) running += line.running.size;
  return running;
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
  return { key, order: line.newest, lines };
}

/**
 * Records that the save settled (succeeded or failed) and says what it may do with its answer.
 * Without a save (no `onMutate` ran) it counts as the newest, as before saves were ordered.
 */
export function settleThermostatSave(save: ThermostatSave | undefined): ThermostatSaveOutcome {
  if (!save) return 'newest';
  const { lines } = save;
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
