import {
  type AccessCode,
  type PorchlightClient,
  PorchlightInvalidInputError,
} from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { accessCodeKeys, isListedCode } from './access-code-queries.js';

/** What creating a code sends: `starts_at`/`ends_at` (ISO instants) for time-bound codes only. */
export interface CreateAccessCodeParams {
  /** The lock the code is for. */
  device_id: string;
  /** The name the code is listed under. */
  name: string;
  /** The PIN to program on the lock. */
  code: string;
  /** When a time-bound code starts working (an ISO instant); left out for a permanent code. */
  starts_at?: string | undefined;
  /** When a time-bound code stops working (an ISO instant); left out for a permanent code. */
  ends_at?: string | undefined;
}

/**
 * Creates an access code, then caches it and refreshes its device's list. Never retried: a create
 * that reached the server and failed on the way back must not run twice; a call with the same
 * params while such a create is still waiting for its answer (a double click) sends nothing and
 * settles with it. When the answer was lost
 * after sending (`mayHaveSucceeded`) or the PIN is reported taken, the device's codes are read
 * again and a code with the same name, PIN and window counts as the save having landed
 * ({@link wasAccessCodeRecovered} then says so).
 */
export function useCreateAccessCode(): UseMutationResult<
  AccessCode,
  Error,
  CreateAccessCodeParams
> {
  const provided = useRequireProvider('useCreateAccessCode');
  const { client, queryClient } = provided;
  return useSessionMutation<AccessCode, CreateAccessCodeParams>(provided, {
    mutationFn: (params) => {
      const api = requireClient(client);
      return joinInFlight(api, params, async () => {
        try {
          return await api.accessCodes.create(params);
        } catch (error) {
          const landed = mayHaveLanded(error) ? await findLanded(api, params) : undefined;
          if (!landed) throw error;
          recoveredCodes.add(landed);
          return landed;
        }
      });
    },
    onSuccess: async (accessCode, params) => {
      queryClient.setQueryData(accessCodeKeys.detail(accessCode.access_code_id), accessCode);
      await queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) });
    },
    // A create whose answer was lost may still have landed: the list must show the truth.
    onError: (_error, params) =>
      queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
  });
}

const recoveredCodes = new WeakSet<AccessCode>();

// The provider takes no idempotency key on a create, so a double click (or a host form submitted
// twice) would program two codes; the second identical create waits for the first instead. Per
// client, so a create never joins one sent under another session.
const inFlight = new WeakMap<PorchlightClient, Map<string, Promise<AccessCode>>>();

/** What a create sends, the same text for equal params whatever the order of their fields. */
function sentAs(params: CreateAccessCodeParams): string | undefined {
  const fields = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  try {
    return JSON.stringify(fields);
  } catch {
    // Params JSON cannot hold are refused by the client before anything is sent.
    return undefined;
  }
}

/**
 * Runs `create` unless a create of the same params on the same client is still waiting for its
 * answer, whose outcome is then shared; once answered, the same params are sent again.
 */
function joinInFlight(
  api: PorchlightClient,
  params: CreateAccessCodeParams,
  create: () => Promise<AccessCode>,
): Promise<AccessCode> {
  const key = sentAs(params);
  if (key === undefined) return create();
  let pending = inFlight.get(api);
  if (pending === undefined) {
    pending = new Map();
    inFlight.set(api, pending);
  }
  const running = pending.get(key);
  if (running !== undefined) return running;
  const started = create().finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
}

/**
 * True when `useCreateAccessCode` resolved with this code by re-reading the device's codes after
 * the create's answer was lost, rather than from the create's own answer.
 */
export const wasAccessCodeRecovered = (accessCode: AccessCode): boolean =>
  recoveredCodes.has(accessCode);

/**
 * Whether the code may already be on the lock: the answer was lost after sending, or the server
 * says the PIN is taken — which is also what a browser's own silent resend of a POST whose
 * connection dropped gets back after the first send landed.
 */
const mayHaveLanded = (error: unknown): boolean =>
  (error as { mayHaveSucceeded?: unknown } | null)?.mayHaveSucceeded === true ||
  (error instanceof PorchlightInvalidInputError && error.messageFor('code') !== undefined);

// The re-read failing too leaves the outcome unknown: the caller reports the original failure.
async function findLanded(
  api: PorchlightClient,
  params: CreateAccessCodeParams,
): Promise<AccessCode | undefined> {
  try {
    const codes = await api.accessCodes.list({ device_id: params.device_id });
    return codes.find((code) => isListedCode(code) && isSameCode(code, params));
  } catch {
    return undefined;
  }
}

const sameInstant = (a: string | null | undefined, b: string | undefined): boolean =>
  a == null || b === undefined ? a == null && b === undefined : Date.parse(a) === Date.parse(b);

/**
 * Whether a listed code is the one asked for. The window counts too: a permanent code that already
 * holds the PIN is not a time-bound create that landed, and the taken PIN must be reported.
 */
const isSameCode = (code: AccessCode, params: CreateAccessCodeParams): boolean =>
  code.name === params.name &&
  code.code === params.code &&
  sameInstant(code.starts_at, params.starts_at) &&
  sameInstant(code.ends_at, params.ends_at);
