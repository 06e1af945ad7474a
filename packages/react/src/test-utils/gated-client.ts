import { PorchlightClient } from '@porchlight/client';
import type { FakeApiServer } from '@porchlight/fake-api';
import { createGate } from './gate.js';

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
  const gate = createGate();
  const client = new PorchlightClient(
    { apiKey: server.keys.api_key },
    {
      endpoint: server.url,
      retryDelay: 1,
      // The fake API settles action attempts in 50 ms: the default 500 ms between polls made each
      // action wait half a second for nothing.
      waitForActionAttempt: { pollingInterval: 10 },
      fetch: async (input, init) => {
        const pathname = new URL(String(input)).pathname;
        onRequest(pathname);
        if (pathname === path) await gate.pass();
        return fetch(input, init);
      },
    },
  );
  return { client, held: gate.held, open: gate.open };
}
