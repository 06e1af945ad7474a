import type { AccessCode } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { accessCodeKeys } from './access-code-keys.js';
import { useAccessCodesApi } from './use-access-codes-api.js';

/**
 * The access codes of a device. Single codes are served from this list's cache by
 * `useAccessCode` (see its `initialData`), so opening a code's details needs no request.
 */
export function useAccessCodes(params: { device_id: string }) {
  const api = useAccessCodesApi();
  return useQuery<AccessCode[]>({
    queryKey: accessCodeKeys.list(params.device_id),
    enabled: api !== null && params.device_id !== '',
    queryFn: () => {
      if (!api) throw new Error('unreachable: the query is disabled without a client');
      return api.list({ device_id: params.device_id });
    },
  });
}
