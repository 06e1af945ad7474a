// Compiled by `npm run typecheck`: one client authenticates one way, so mixing two credentials is
// a type error, not only the run-time PorchlightInvalidOptionsError.
import { PorchlightClient } from '../index.js';

declare const maybe: { text?: string };

export const apiKey = new PorchlightClient({ apiKey: 'seam_x' });
export const session = new PorchlightClient({ clientSessionToken: 'seam_cst1_x' });
export const pat = new PorchlightClient({ personalAccessToken: 'seam_at1_x', workspaceId: 'ws' });
// A value that may be missing (an unset variable) can still be forwarded in the other slots.
export const forwarded = new PorchlightClient({
  apiKey: 'seam_x',
  clientSessionToken: undefined,
  workspaceId: maybe.text,
});

// @ts-expect-error an API key and a client session token together
export const keyAndSession = new PorchlightClient({
  apiKey: 'seam_x',
  clientSessionToken: 'seam_cst1_x',
});
// @ts-expect-error an API key and a personal access token together
export const keyAndPat = new PorchlightClient({
  apiKey: 'seam_x',
  personalAccessToken: 'seam_at1_x',
});
// @ts-expect-error a client session token and a personal access token together
export const sessionAndPat = new PorchlightClient({
  clientSessionToken: 'seam_cst1_x',
  personalAccessToken: 'seam_at1_x',
});
// @ts-expect-error a client session names its own workspace
export const sessionInWorkspace = new PorchlightClient({
  clientSessionToken: 'seam_cst1_x',
  workspaceId: 'ws',
});
