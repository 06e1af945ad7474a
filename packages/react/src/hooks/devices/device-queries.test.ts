import { describe, expect, it } from 'vitest';
import { connectedAccountKeys } from '../connected-accounts/connected-account-queries.js';
import { deviceKeys } from './device-queries.js';

describe('query keys', () => {
  it('are stable, and every device key sits under one root for a single invalidation', () => {
    expect(deviceKeys.list({ device_ids: ['a'] })).toEqual(deviceKeys.list({ device_ids: ['a'] }));
    expect(deviceKeys.list()).toEqual(['porchlight', 'devices', 'list', {}]);
    expect(deviceKeys.detail('d1')).toEqual(['porchlight', 'devices', 'get', { device_id: 'd1' }]);
    for (const key of [deviceKeys.list(), deviceKeys.detail('d1')]) {
      expect(key.slice(0, 2)).toEqual([...deviceKeys.all]);
    }
    expect(connectedAccountKeys.detail('a1').slice(0, 2)).toEqual([...connectedAccountKeys.all]);
  });
});
