import type { AccessCode } from '@porchlight/client';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { useSessionMutation } from '../use-session-mutation.js';
import { accessCodeKeys } from './access-code-queries.js';

/**
 * What updating a code sends; a field left out stays as it is on the server (a rename sends only
 * the name). `starts_at`/`ends_at` for time-bound codes only.
 */
export interface UpdateAccessCodeParams {
  access_code_id: string;
  device_id: string;
  name: string;
  code?: string;
  type?: 'ongoing' | 'time_bound';
  starts_at?: string;
  ends_at?: string;
}

function patch(code: AccessCode, params: UpdateAccessCodeParams): AccessCode {
  const { access_code_id: _id, device_id: _device, ...fields } = params;
  const timing = params.type === 'ongoing' ? { starts_at: null, ends_at: null } : {};
  const sent = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return { ...code, ...sent, ...timing } as AccessCode;
}

/** Updates an access code and patches the cached code and its entry in the device's list. */
export function useUpdateAccessCode() {
  const provided = useRequireProvider('useUpdateAccessCode');
  const { client, queryClient } = provided;
  return useSessionMutation<unknown, UpdateAccessCodeParams>(provided, {
    retry: false,
    mutationFn: (params) => requireClient(client).accessCodes.update(params),
    onSuccess: async (_result, params) => {
      // A get or list that left before the update would land after the patch with the old code.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: accessCodeKeys.detail(params.access_code_id) }),
        queryClient.cancelQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
      ]);
      queryClient.setQueryData<AccessCode>(accessCodeKeys.detail(params.access_code_id), (code) =>
        code ? patch(code, params) : code,
      );
      queryClient.setQueryData<AccessCode[]>(accessCodeKeys.list(params.device_id), (list) =>
        list?.map((code) =>
          code.access_code_id === params.access_code_id ? patch(code, params) : code,
        ),
      );
    },
    // An update whose answer was lost may still have landed: re-read what the server holds.
    onError: (_error, params) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accessCodeKeys.detail(params.access_code_id) }),
        queryClient.invalidateQueries({ queryKey: accessCodeKeys.list(params.device_id) }),
      ]),
  });
}
