import { PorchlightMalformedResponseError } from '@porchlight/client';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { requireClient, useRequireProvider } from '../../provider/porchlight-context.js';
import { KEEP_ERRORS_IN_RESULT } from '../query-options.js';

/** Which lock {@link useGenerateAccessCode} asks a code for. */
export interface GenerateAccessCodeParams {
  /** The lock the code is to suit. */
  device_id: string;
}

/**
 * Asks the provider for a code that suits the device; resolves to the code.
 *
 * @throws {PorchlightMalformedResponseError} when the answer holds no code: an empty code would
 * clear the person's field and be announced as generated.
 */
export function useGenerateAccessCode(): UseMutationResult<
  string,
  Error,
  GenerateAccessCodeParams
> {
  const { client, queryClient } = useRequireProvider('useGenerateAccessCode');
  return useMutation<string, Error, GenerateAccessCodeParams>(
    {
      ...KEEP_ERRORS_IN_RESULT,
      mutationFn: async (params) => {
        const generated = await requireClient(client).accessCodes.generateCode(params);
        const code: unknown = generated?.code;
        if (typeof code === 'string' && code !== '') return code;
        throw new PorchlightMalformedResponseError(200, undefined, 'generated_code has no code');
      },
    },
    queryClient,
  );
}
