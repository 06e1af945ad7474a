import type { AccessCode } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { requireClient, useClient } from '../../provider/porchlight-context.js';
import { accessCodeKeys } from './access-code-keys.js';

/**
 * The access codes of a device. Single codes are served from this list's cache by
 * `useAccessCode` (see its `initialData`), so opening a code's details needs no request.
 */
export function useAccessCodes(params: { device_id: string }) {
  const client = useClient();
  return useQuery<AccessCode[]>({
    queryKey: accessCodeKeys.list(params.device_id),
    enabled: client !== null && params.device_id !== '',
    queryFn: () => {
      const api = requireClient(client).accessCodes;
      return api.list({ device_id: params.device_id });
    },
  });
}
