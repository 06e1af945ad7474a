const KEY = 'porchlight-playground:client-session-token';

/** The client session token this tab connected with, if any (session storage: this tab only). */
export function loadSessionToken(storage: Storage | undefined = globalStorage()): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    // Storage can be disabled (privacy settings); the playground then falls back to the default.
    return null;
  }
}

/** Keeps the token for this tab (it survives a reload, never reaches the URL); `null` forgets it. */
export function saveSessionToken(
  token: string | null,
  storage: Storage | undefined = globalStorage(),
): void {
  try {
    if (token === null) storage?.removeItem(KEY);
    else storage?.setItem(KEY, token);
  } catch {
    // Not fatal: the connection still works until the page is reloaded.
  }
}

function globalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
