import type { PorchlightClientOptions } from '@porchlight/client';

/**
 * URL parameters that tune the playground's own client, for browser specs that must not wait
 * the library's defaults (a 30 s call timeout, a 60 s action-attempt wait). They belong to this
 * host only: the library's defaults stay as they are.
 */
export const CLIENT_OPTION_PARAMS = ['timeout', 'actionAttemptTimeout'] as const;

const positiveMs = (raw: string | null): number | undefined => {
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * The client options the page URL asks for (`timeout`, `actionAttemptTimeout`, in milliseconds),
 * or null when it asks for none, so the provider builds its client as any host's would.
 */
export function readClientOptions(params: URLSearchParams): PorchlightClientOptions | null {
  const timeout = positiveMs(params.get('timeout'));
  const actionAttemptTimeout = positiveMs(params.get('actionAttemptTimeout'));
  if (timeout === undefined && actionAttemptTimeout === undefined) return null;
  return {
    ...(timeout !== undefined ? { timeout } : {}),
    ...(actionAttemptTimeout !== undefined
      ? { waitForActionAttempt: { timeout: actionAttemptTimeout } }
      : {}),
  };
}
