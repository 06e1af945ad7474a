import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const contract = `${repo}contracts/device-api-openapi.json`;
const generated = `${repo}packages/client/src/generated/device-api.ts`;

const modifiedAt = (path: string): number | undefined => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Generates the client's API types from the contract when they are missing or older than it (a
 * fresh clone has none before its first build): the elements' declaration tests
 * (`elements/element-types.test.ts`) compile them as a host would. Otherwise it costs two `stat`s.
 */
export default function generateClientTypes(): void {
  const made = modifiedAt(generated);
  if (made !== undefined && made >= (modifiedAt(contract) ?? 0)) return;
  execFileSync('npm', ['run', 'generate', '--workspace', '@porchlight/client'], {
    cwd: repo,
    stdio: 'pipe',
  });
}
