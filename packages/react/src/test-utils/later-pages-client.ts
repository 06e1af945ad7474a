import { PorchlightClient } from '@porchlight/client';
import type { FakeApiServer } from '@porchlight/fake-api';

/** A client of the fake API and what a test does to its requests for later device pages. */
export interface LaterPagesClient {
  client: PorchlightClient;
  /**
   * Holds the `nth` later-page request from now (the next one by default) until
   * {@link LaterPagesClient.release}; settles once it is held.
   */
  hold(nth?: number): Promise<void>;
  /** Lets the held request go on to the fake API. */
  release(): void;
  /** The abort signal of the request last held. */
  heldSignal: AbortSignal | undefined;
  /** While true, every later page answers 500. */
  fail: boolean;
}

/**
 * A client of the fake API whose `/devices/list` requests for a later page (those sent with
 * `created_before`) a test holds or fails, so it sees what shows between the first page and the
 * rest without timing. `onRequest` sees the path and parameters of every request the client sends;
 * a request waits for the promise it returns (a gate).
 */
export function laterPagesClient(
  server: FakeApiServer,
  onRequest: (pathname: string, sent: string) => unknown = () => {},
): LaterPagesClient {
  let gate: { reached(): void; opened: Promise<void>; passes: number } | undefined;
  let open = () => {};
  const control: LaterPagesClient = {
    heldSignal: undefined,
    fail: false,
    hold: (nth = 1) =>
      new Promise<void>((reached) => {
        const opened = new Promise<void>((resolve) => {
          open = resolve;
        });
        gate = { reached, opened, passes: nth - 1 };
      }),
    release: () => open(),
    client: new PorchlightClient(
      { apiKey: server.keys.api_key },
      {
        endpoint: server.url,
        retryDelay: 1,
        fetch: async (input, init) => {
          const url = new URL(String(input));
          const sent = `${url.search}${typeof init?.body === 'string' ? init.body : ''}`;
          await onRequest(url.pathname, sent);
          const laterPage = url.pathname === '/devices/list' && sent.includes('created_before');
          if (laterPage && gate && gate.passes > 0) gate.passes -= 1;
          else if (laterPage && gate) {
            const held = gate;
            gate = undefined;
            control.heldSignal = init?.signal ?? undefined;
            held.reached();
            await held.opened;
          }
          if (laterPage && control.fail) {
            return new Response(
              JSON.stringify({ error: { type: 'internal_server_error', message: 'Page failed' } }),
              { status: 500, headers: { 'content-type': 'application/json' } },
            );
          }
          return fetch(input, init);
        },
      },
    ),
  };
  return control;
}
