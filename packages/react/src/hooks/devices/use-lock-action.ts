import type { ActionAttempt, PorchlightClient } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { rereadAfterFailure } from '../reread-after-failure.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { deviceKeys } from './device-queries.js';
import { flipCachedLock, type LockSnapshot, restoreLockSnapshot } from './lock-cache.js';
import { holdPendingLock } from './pending-locks.js';

/** The device id of a lock hook's variables: `device_id`, or the deprecated `deviceId`. */
export const lockTargetId = (variables: {
  device_id?: string | undefined;
  deviceId?: string | undefined;
}): string => variables.device_id ?? variables.deviceId ?? '';

/** What a lock action does and the state it leads to. */
interface LockAction<Variables> {
  run(client: PorchlightClient, variables: Variables): Promise<ActionAttempt>;
  target(variables: Variables): { deviceId: string; locked: boolean };
}

/**
 * The spec's optimistic lock update (states and transitions), shared by the lock hooks: the
 * cached device flips at once, device queries are refetched once the action settles, and a
 * failure restores the snapshot taken before the flip (re-reading later too when the action may
 * still apply). The error is left to the caller to tell the person about.
 */
export function useLockAction<Variables>(
  hook: string,
  action: LockAction<Variables>,
): UseMutationResult<ActionAttempt, Error, Variables> {
  const provided = useRequireProvider(hook);
  const { client, queryClient } = provided;
  return useSessionMutation<ActionAttempt, Variables, LockSnapshot>(provided, {
    mutationFn: async (variables) => {
      const { deviceId, locked } = action.target(variables);
      // Held here rather than in onMutate, so it always ends, whatever becomes of the session.
      const release = holdPendingLock(queryClient, deviceId, locked);
      try {
        return await action.run(requireClient(client), variables);
      } finally {
        // Before onSuccess reads the devices again: that read must show the provider's word.
        release();
      }
    },
    onMutate: async (variables) => {
      const { deviceId, locked } = action.target(variables);
      // A list request already in flight would overwrite the flip with the old state.
      await queryClient.cancelQueries({ queryKey: deviceKeys.all });
      return flipCachedLock(queryClient, deviceId, locked);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
    onError: (error, _variables, snapshot) => {
      restoreLockSnapshot(queryClient, snapshot);
      rereadAfterFailure(queryClient, deviceKeys.all, error);
    },
  });
}
