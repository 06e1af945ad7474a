import { PorchlightClient } from '@porchlight/client';
import type { FakeApiServer } from '@porchlight/fake-api';

/** A client of the fake API and the gate its first request to a path waits at. */
export interface GatedClient {
  client: PorchlightClient;
  /** Settles once that request has reached the gate. */
  held: Promise<void>;
  /** Lets the held request go on to the fake API. */
  open(): void;
}

/**
 * A client of the fake API whose first request to `path` waits until the test opens the gate, so
 * a test orders overlapping requests (or a save against the person leaving) without timing.
 * `onRequest` sees the path of every request the client sends.
 */
export function gatedClient(
  server: FakeApiServer,
  path: string,
  onRequest: (pathname: string) => void = () => {},
): GatedClient {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let reached = () => {};
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let holding = true;
  const client = new PorchlightClient(
    { apiKey: server.keys.api_key },
    {
      endpoint: server.url,
      retryDelay: 1,
      fetch: async (input, init) => {
        const pathname = new URL(String(input)).pathname;
        onRequest(pathname);
        if (holding && pathname === path) {
          holding = false;
          reached();
          await gate;
        }
        return fetch(input, init);
      },
    },
  );
  return { client, held, open };
}
