import type { AccessCode } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { accessCodeKeys, isListedCode } from './access-code-queries.js';

/**
 * What updating a code sends; a field left out stays as it is on the server (a rename sends only
 * the name). `starts_at`/`ends_at` for time-bound codes only.
 */
export interface UpdateAccessCodeParams {
  /** The code to update. */
  access_code_id: string;
  /** The lock holding the code, whose cached list is patched. */
  device_id: string;
  /** The name the code is listed under. */
  name: string;
  /** A new PIN; left out, the PIN stays as it is. */
  code?: string | undefined;
  /** `ongoing` makes the code permanent (clearing its window); `time_bound` gives it one. */
  type?: 'ongoing' | 'time_bound' | undefined;
  /** When a time-bound code starts working (an ISO instant). */
  starts_at?: string | undefined;
  /** When a time-bound code stops working (an ISO instant). */
  ends_at?: string | undefined;
}

function patch(code: AccessCode, params: UpdateAccessCodeParams): AccessCode {
  const { access_code_id: _id, device_id: _device, ...fields } = params;
  const timing = params.type === 'ongoing' ? { starts_at: null, ends_at: null } : {};
  const sent = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return { ...code, ...sent, ...timing } as AccessCode;
}

/**
 * Updates an access code, patches the cached code and its entry in the device's list at once, then
 * reads both again to show what the provider now holds.
 */
export function useUpdateAccessCode(): UseMutationResult<void, Error, UpdateAccessCodeParams> {
  const provided = useRequireProvider('useUpdateAccessCode');
  const { client, queryClient } = provided;
  return useSessionMutation<void, UpdateAccessCodeParams>(provided, {
    mutationFn: (params) => requireClient(client).accessCodes.update(params),
    onSuccess: async (_result, params) => {
      // A get or list that left before the update would land after the patch with the old code;
      // the re-read below sends each one again.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: accessCodeKeys.detail(params.access_code_id) }),
        queryClient.cancelQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
      ]);
      queryClient.setQueryData<AccessCode>(accessCodeKeys.detail(params.access_code_id), (code) =>
        code ? patch(code, params) : code,
      );
      queryClient.setQueryData<AccessCode[]>(accessCodeKeys.list(params.device_id), (list) =>
        list?.map((code) =>
          isListedCode(code) && code.access_code_id === params.access_code_id
            ? patch(code, params)
            : code,
        ),
      );
      // The patch is only a guess: the provider answers with an action attempt and may hold
      // another status (the lock is being reprogrammed), code or window. Invalidated, not reset,
      // so the patched code stays on screen while it is read again (a cancelled query nobody
      // shows is read when next shown); not awaited, so the save ends without waiting for it.
      void queryClient.invalidateQueries({
        queryKey: accessCodeKeys.detail(params.access_code_id),
      });
      void queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) });
    },
    // An update whose answer was lost may still have landed: re-read what the server holds.
    onError: (_error, params) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accessCodeKeys.detail(params.access_code_id) }),
        queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
      ]),
  });
}
