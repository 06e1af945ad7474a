// Compiled with `exactOptionalPropertyTypes` (tsconfig.exact.json): a host with that flag on can
// forward values that may be undefined (an env variable, an optional signal) to every option.
import type { ActionAttemptOptions, PorchlightClientOptions, RequestOptions } from './index.js';
import { PorchlightClient } from './index.js';

declare const maybe: { text?: string; count?: number; signal?: AbortSignal; flag?: boolean };

export const options: PorchlightClientOptions = {
  endpoint: maybe.text,
  timeout: maybe.count,
  retries: maybe.count,
  retryDelay: maybe.count,
  fetch: undefined,
  onWarning: undefined,
  waitForActionAttempt: { timeout: maybe.count, pollingInterval: maybe.count },
};
export const request: RequestOptions = { signal: maybe.signal, timeout: maybe.count };
export const action: ActionAttemptOptions = {
  signal: maybe.signal,
  timeout: maybe.count,
  waitForActionAttempt: maybe.flag,
};
export const client = new PorchlightClient({ apiKey: 'seam_x', workspaceId: maybe.text }, options);
export const pat = new PorchlightClient({
  personalAccessToken: 'seam_at1_x',
  workspaceId: maybe.text,
});
