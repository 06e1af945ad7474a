import { useMutation } from '@tanstack/react-query';
import { requireClient, useAccessCodesClient } from './access-codes-client.js';

/** Asks the provider for a code that suits the device; resolves to the code. */
export function useGenerateAccessCode() {
  const client = useAccessCodesClient();
  return useMutation<string, Error, { device_id: string }>({
    mutationFn: async (params) => {
      const generated = await requireClient(client).accessCodes.generateCode(params);
      return generated.code ?? '';
    },
  });
}
