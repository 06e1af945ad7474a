import { describe, expect, it } from 'vitest';
import { onlineStatus, unreachableLockReason } from './online-status.js';

describe('onlineStatus', () => {
  it('is Account Offline when the account is disconnected, whatever the online flag', () => {
    const errors = [{ error_code: 'account_disconnected', message: 'x' }];
    expect(onlineStatus({ online: true, errors })).toBe('account_offline');
  });
  it('follows the online flag otherwise', () => {
    expect(onlineStatus({ online: true, errors: [] })).toBe('online');
    expect(onlineStatus({ online: false, errors: [{ error_code: 'other' }] })).toBe(
      'device_offline',
    );
  });
});

describe('unreachableLockReason', () => {
  const t = { lockOffline: 'device', lockAccountOffline: 'account' };
  it('gives no reason for an online lock, and names what is offline otherwise', () => {
    expect(unreachableLockReason('online', t)).toBeNull();
    expect(unreachableLockReason('device_offline', t)).toBe('device');
    expect(unreachableLockReason('account_offline', t)).toBe('account');
  });
});
