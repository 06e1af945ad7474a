import type { Page } from '@playwright/test';

/** The first request matching a route, held in the browser until released. */
export interface HeldRequest {
  /** Settles once the request has been sent and is being held. */
  reached: Promise<void>;
  /** Lets the held request (and every later one) go on to the server. */
  release(): void;
}

/**
 * Holds the first request to `url` (a Playwright route glob) so a spec can look at the page
 * mid-request, without timing; later requests pass straight through.
 */
export async function holdFirstRequest(page: Page, url: string): Promise<HeldRequest> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  let holding = true;
  await page.route(url, async (route) => {
    if (holding) {
      holding = false;
      reach();
      await held;
    }
    await route.continue();
  });
  return { reached, release };
}
