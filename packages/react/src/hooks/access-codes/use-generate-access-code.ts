import { useMutation } from '@tanstack/react-query';
import { requireAccessCodesApi, useAccessCodesApi } from './use-access-codes-api.js';

/** Asks the provider for a code that suits the device; resolves to the code. */
export function useGenerateAccessCode() {
  const api = useAccessCodesApi();
  return useMutation<string, Error, { device_id: string }>({
    mutationFn: async (params) => {
      const generated = await requireAccessCodesApi(api).generateCode(params);
      return generated.code ?? '';
    },
  });
}
