import { describe, expect, it } from 'vitest';
import { PorchlightMalformedResponseError } from '../errors/api-errors.js';
import { PorchlightClient } from '../porchlight-client.js';
import { type LocalServer, sendJson, startServer } from '../test-utils/local-server.js';
import { rejectionOf } from '../test-utils/rejection.js';

const ACK = { acknowledge_intentional_use_of_internal_api: true } as const;

async function catalogueAnswering(body: unknown): Promise<[PorchlightClient, LocalServer]> {
  const server = await startServer((_request, res) => sendJson(res, 200, body));
  return [new PorchlightClient({ apiKey: 'seam_test_key' }, { endpoint: server.url }), server];
}

describe('the device catalogue lists', () => {
  it.each([
    ['null', null],
    ['a string', 'August'],
    ['a list', []],
  ])('refuse an answer with %s for an item as malformed, not with a TypeError', async (_, item) => {
    const [client, server] = await catalogueAnswering({ ok: true, manufacturers: [item] });
    try {
      const error = await rejectionOf<PorchlightMalformedResponseError>(
        client.deviceCatalogue.manufacturers.list(ACK),
      );
      expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
      expect(error.message).toContain('an item of the list is not an object');
    } finally {
      await server.close();
    }
  });

  it('refuse a device model list with a non-object item too', async () => {
    const [client, server] = await catalogueAnswering({ ok: true, device_models: [null] });
    try {
      const error = await rejectionOf(client.deviceCatalogue.deviceModels.list(ACK));
      expect(error).toBeInstanceOf(PorchlightMalformedResponseError);
    } finally {
      await server.close();
    }
  });
});
