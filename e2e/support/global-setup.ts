import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertChromiumInstalled } from './chromium.js';
import { startStaticServer } from './static-server.js';

const playgroundDist = fileURLToPath(new URL('../../apps/playground/dist', import.meta.url));

/**
 * Serves the built playground on a free port; returns the teardown. The playground is static files
 * (the fake API URL travels in the page URL), so the workers share it; each worker starts its own
 * fake API (the `workerFakeApi` fixture in fixtures.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  if (!existsSync(playgroundDist)) {
    throw new Error('The playground is not built: run "npm run build" before the browser tests.');
  }
  const playground = await startStaticServer(playgroundDist);
  process.env.PORCHLIGHT_PLAYGROUND_URL = playground.url;
  return async () => {
    await playground.close();
  };
}
