import type { RequestContext, WebhooksClientOptions } from './options.js';

const DEFAULT_SERVER_URL = 'https://api.svix.com';

/** Resolves client options into the context every request shares. */
export function createContext(token: string, options: WebhooksClientOptions): RequestContext {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    token,
    serverUrl: options.serverUrl ?? DEFAULT_SERVER_URL,
    timeout: options.timeout,
    // Bound so a host's `window.fetch` is not called with the context as `this`.
    fetch: (input, init) => fetchImpl(input, init),
    headers: { ...options.headers },
    retry: {
      retries: options.retry?.retries ?? 0,
      initialDelayMs: options.retry?.initialDelayMs ?? 50,
      maxDelayMs: options.retry?.maxDelayMs ?? 2000,
    },
  };
}
