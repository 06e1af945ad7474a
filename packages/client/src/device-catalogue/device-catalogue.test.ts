import { describe, expect, it } from 'vitest';
import { PorchlightClient } from '../porchlight-client.js';
import { type LocalServer, sendJson, startServer } from '../test-utils/local-server.js';

const ACK = { acknowledge_intentional_use_of_internal_api: true } as const;

async function catalogueAnswering(body: unknown): Promise<[PorchlightClient, LocalServer]> {
  const server = await startServer((_request, res) => sendJson(res, 200, body));
  return [new PorchlightClient({ apiKey: 'seam_test_key' }, { endpoint: server.url }), server];
}

describe('the manufacturers list', () => {
  it.each([
    ['null', null],
    ['a string', 'August'],
    ['a number', 7],
  ])(
    'drops an item that is %s with the empty ones, never failing with a TypeError',
    async (_, item) => {
      const august = { manufacturer_id: 'm1', display_name: 'August', device_model_count: 3 };
      const empty = { manufacturer_id: 'm2', display_name: 'Empty', device_model_count: 0 };
      const [client, server] = await catalogueAnswering({
        ok: true,
        manufacturers: [item, august, empty],
      });
      try {
        expect(await client.deviceCatalogue.manufacturers.list(ACK)).toEqual([august]);
      } finally {
        await server.close();
      }
    },
  );
});
