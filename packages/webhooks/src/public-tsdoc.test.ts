// @vitest-environment node
import { describeDocumentedApi } from '../../../test-support/public-tsdoc.js';

describeDocumentedApi(new URL('.', import.meta.url), {
  '@porchlight/webhooks': 'index.ts',
  '@porchlight/webhooks/webhook': 'webhook-signature/index.ts',
});
