import type { AccessCode } from '@porchlight/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { accessCodeKeys, isCodeGone, isListedCode } from './access-code-queries.js';

/** Which code to delete; the device id lets the hook refresh the right list. */
export interface DeleteAccessCodeParams {
  /** The code to delete. */
  access_code_id: string;
  /** The lock holding the code, whose cached list is refreshed. */
  device_id: string;
}

/**
 * Deletes an access code (one already gone counts as deleted), marks it `removing` in the cached
 * list at once (the provider keeps it listed so until the lock confirms), drops the cached get and
 * invalidates the list.
 */
export function useDeleteAccessCode(): UseMutationResult<void, Error, DeleteAccessCodeParams> {
  const provided = useRequireProvider('useDeleteAccessCode');
  const { client, queryClient } = provided;
  return useSessionMutation<void, DeleteAccessCodeParams>(provided, {
    mutationFn: async ({ access_code_id }) => {
      try {
        await requireClient(client).accessCodes.delete({ access_code_id });
      } catch (error) {
        // Gone already is what a delete asks for: an earlier delete whose answer was lost
        // landed, so pressing Delete again must end the matter, not fail for ever.
        if (!isCodeGone(error)) throw error;
      }
    },
    onSuccess: async (_result, params) => {
      // Not dropped: the list read next still holds the code, as 'removing', until the lock has
      // removed it; dropping it here made it vanish and then come back.
      queryClient.setQueryData<AccessCode[]>(accessCodeKeys.list(params.device_id), (list) =>
        list?.map((code) =>
          isListedCode(code) && code.access_code_id === params.access_code_id
            ? { ...code, status: 'removing' }
            : code,
        ),
      );
      // Marked and read again rather than dropped: details of it still open elsewhere (a second
      // element on the page) would stay on a query no longer cached, showing the code as active
      // for ever. The re-read finds it gone and they say so.
      const detail = accessCodeKeys.detail(params.access_code_id);
      queryClient.setQueryData<AccessCode>(detail, (code) =>
        code ? { ...code, status: 'removing' } : code,
      );
      void queryClient.invalidateQueries({ queryKey: detail });
      await queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) });
    },
    // A delete whose answer was lost may still have landed: re-read the list.
    onError: (_error, params) =>
      queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
  });
}
