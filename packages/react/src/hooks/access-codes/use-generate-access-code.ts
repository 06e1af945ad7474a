import { useMutation } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';

/** Asks the provider for a code that suits the device; resolves to the code. */
export function useGenerateAccessCode() {
  const { client, queryClient } = useRequireProvider('useGenerateAccessCode');
  return useMutation<string, Error, { device_id: string }>(
    {
      mutationFn: async (params) => {
        const generated = await requireClient(client).accessCodes.generateCode(params);
        return generated.code ?? '';
      },
    },
    queryClient,
  );
}
