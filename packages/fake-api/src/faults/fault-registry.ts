/** How a scripted fault misbehaves. */
export type FaultKind =
  | 'status'
  | 'slow'
  | 'drop'
  | 'malformed'
  | 'empty'
  | 'commit_drop'
  | 'commit_timeout'
  | 'commit_malformed'
  | 'action_error'
  | 'action_never';

/** A scripted fault: the next `count` matching calls to `path` misbehave. */
export interface ScriptedFault {
  path: string;
  kind: FaultKind;
  status: number;
  count: number;
  error_type: string;
  message: string;
  /** For `slow`: milliseconds the answer is held before the route runs. */
  latency_ms: number;
}

const ACTION_KINDS: readonly FaultKind[] = ['action_error', 'action_never'];

/** Holds scripted faults and hands them out one call at a time. */
export class FaultRegistry {
  #faults: ScriptedFault[] = [];

  add(fault: ScriptedFault): void {
    this.#faults.push(fault);
  }

  clear(): void {
    this.#faults = [];
  }

  list(): ScriptedFault[] {
    return this.#faults.map((f) => ({ ...f }));
  }

  /** Consumes one request-level fault (status, slow, drop, malformed, empty, commit_*) for the path, if any. */
  takeRequestFault(path: string): ScriptedFault | undefined {
    return this.#take(path, (kind) => !ACTION_KINDS.includes(kind));
  }

  /** Consumes one action-attempt fault for the path, if any. */
  takeActionFault(path: string): ScriptedFault | undefined {
    return this.#take(path, (kind) => ACTION_KINDS.includes(kind));
  }

  #take(path: string, accepts: (kind: FaultKind) => boolean): ScriptedFault | undefined {
    const fault = this.#faults.find((f) => f.path === path && accepts(f.kind));
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.#faults = this.#faults.filter((f) => f !== fault);
    return { ...fault };
  }
}
