// @vitest-environment node
import { describeDocumentedApi } from '../../../test-support/public-tsdoc.js';

// The client's re-exports are checked by the client's own test (`own` defaults to this src).
describeDocumentedApi(new URL('.', import.meta.url), {
  '@porchlight/react': 'index.ts',
  '@porchlight/react/elements': 'elements/index.ts',
  '@porchlight/react/elements/registry': 'elements/registry.ts',
});
