import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicApi } from './public-api.js';

// The project's rule "public APIs get TSDoc", checked on the sources so it runs without a build:
// every declaration an entry exports, and every member a host can reach on it, carries a doc
// comment, which is what the host's editor shows on hover.

/**
 * Declares the check for one package: `srcUrl` is its `src/` folder (beside its `tsconfig.json`),
 * `entries` maps each published entry to its file under `src`, and `own` says which declaration
 * files are the package's to check (default: under `src`).
 */
export function describeDocumentedApi(
  srcUrl: URL,
  entries: Readonly<Record<string, string>>,
  own?: (fileName: string) => boolean,
): void {
  const api = publicApi({
    src: fileURLToPath(srcUrl),
    tsconfig: fileURLToPath(new URL('../tsconfig.json', srcUrl)),
    entries: Object.values(entries),
    ...(own ? { own } : {}),
  });
  describe('the public API', () => {
    it.each(Object.entries(entries))(
      'has a doc comment on everything %s exports',
      (_entry, file) => {
        expect(api.undocumented(file)).toEqual([]);
      },
    );
  });
}
