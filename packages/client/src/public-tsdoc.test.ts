// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicApi } from '../../../test-support/public-api.js';

// The project's rule "public APIs get TSDoc", checked on the sources so it runs without a build:
// every declaration an entry exports, and every member a host can reach on it, carries a doc
// comment, which is what the host's editor shows on hover.

const src = fileURLToPath(new URL('.', import.meta.url));
const entries = {
  '@porchlight/client': 'index.ts',
};
// Written from the OpenAPI contract, whose descriptions are its doc comments.
const generated = `${src}generated/`;
const api = publicApi({
  src,
  tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  entries: Object.values(entries),
  own: (file) => file.startsWith(src) && !file.startsWith(generated),
});

describe('the public API', () => {
  it.each(Object.entries(entries))('has a doc comment on everything %s exports', (_entry, file) => {
    expect(api.undocumented(file)).toEqual([]);
  });
});
