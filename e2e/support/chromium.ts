import { existsSync } from 'node:fs';

const INSTALL_HINT =
  'Install Debian\'s Chromium with "sudo apt-get install -y chromium", or point CHROMIUM_PATH at a Chromium binary.';

/** Path of the Chromium binary the specs drive: Debian's package, never a downloaded build. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Fails loudly when the browser is missing: a silent skip would hide every browser test. */
export function assertChromiumInstalled(): void {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(`Chromium was not found at ${path}. ${INSTALL_HINT}`);
  }
}

/** Launch options for a headless, sandbox-free Chromium that never reaches outside the machine. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  };
}
