import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFakeApi } from '@porchlight/fake-api';
import { assertChromiumInstalled } from './chromium.js';
import { startStaticServer } from './static-server.js';

const playgroundDist = fileURLToPath(new URL('../../apps/playground/dist', import.meta.url));

/** Starts the fake API and the built playground on free ports; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  if (!existsSync(playgroundDist)) {
    throw new Error('The playground is not built: run "npm run build" before the browser tests.');
  }
  const fakeApi = await startFakeApi({ port: 0, seed: 'default', actionAttemptDelayMs: 800 });
  const playground = await startStaticServer(playgroundDist);
  process.env.PORCHLIGHT_FAKE_API_URL = fakeApi.url;
  process.env.PORCHLIGHT_FAKE_API_KEYS = JSON.stringify(fakeApi.keys);
  process.env.PORCHLIGHT_PLAYGROUND_URL = playground.url;
  return async () => {
    await playground.close();
    await fakeApi.close();
  };
}
