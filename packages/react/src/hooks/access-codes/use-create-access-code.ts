import type { AccessCode } from '@porchlight/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireClient, useClient } from '../../provider/porchlight-context.js';
import { accessCodeKeys } from './access-code-queries.js';

/** What creating a code sends: `starts_at`/`ends_at` (ISO instants) for time-bound codes only. */
export interface CreateAccessCodeParams {
  device_id: string;
  name: string;
  code: string;
  starts_at?: string;
  ends_at?: string;
}

/**
 * Creates an access code, then caches it and refreshes its device's list. Never retried: a create
 * that reached the server and failed on the way back must not run twice.
 */
export function useCreateAccessCode() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation<AccessCode, Error, CreateAccessCodeParams>({
    retry: false,
    mutationFn: (params) => requireClient(client).accessCodes.create(params),
    onSuccess: async (accessCode, params) => {
      queryClient.setQueryData(accessCodeKeys.detail(accessCode.access_code_id), accessCode);
      await queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) });
    },
    // A create whose answer was lost may still have landed: the list must show the truth.
    onError: (_error, params) =>
      queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
  });
}
