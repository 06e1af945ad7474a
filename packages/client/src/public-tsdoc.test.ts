// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describeDocumentedApi } from '../../../test-support/public-tsdoc.js';

const src = new URL('.', import.meta.url);
// Written from the OpenAPI contract, whose descriptions are its doc comments.
const generated = fileURLToPath(new URL('generated/', src));
describeDocumentedApi(
  src,
  { '@porchlight/client': 'index.ts' },
  (file) => file.startsWith(fileURLToPath(src)) && !file.startsWith(generated),
);
