import { describe, expect, it } from 'vitest';
import { onlineStatus } from '../../ui/online-status.js';
import { toDeviceView } from './device-view.js';

describe('toDeviceView', () => {
  it('reads a well-formed lock', () => {
    const view = toDeviceView({
      device_id: 'd1',
      device_type: 'yale_lock',
      connected_account_id: 'a1',
      capabilities_supported: ['lock', 'access_code'],
      errors: [
        { error_code: 'account_disconnected', message: 'Gone', is_connected_account_error: true },
      ],
      warnings: [],
      properties: {
        name: 'Front Door',
        online: true,
        locked: false,
        image_url: 'https://x.test/a.png',
        model: { manufacturer_display_name: 'Yale', display_name: 'Assure' },
        battery: { status: 'good', level: 0.87 },
        supported_code_lengths: [6, 4, 5, 4],
      },
    });
    expect(view).toMatchObject({
      deviceId: 'd1',
      name: 'Front Door',
      online: true,
      locked: false,
      manufacturerName: 'Yale',
      modelName: 'Assure',
      battery: { status: 'good', level: 0.87 },
      supportedCodeLengths: [4, 5, 6],
      capabilities: ['lock', 'access_code'],
    });
    expect(view.errors).toHaveLength(1);
  });

  it('never throws on malformed or partial data', () => {
    for (const input of [null, undefined, 42, 'x', [], { properties: null }, { errors: 'nope' }]) {
      const view = toDeviceView(input);
      expect(view.deviceType).toBe('unknown');
      expect(view.errors).toEqual([]);
      expect(view.battery).toBeNull();
      expect(view.online).toBe(false);
    }
  });

  it('drops issues with neither message nor code and odd code lengths, clamps the battery', () => {
    const view = toDeviceView({
      errors: [{ is_device_error: true }, { message: 'Real' }],
      properties: { supported_code_lengths: [4, 'a', -1, 4.5], battery: { level: 3 } },
    });
    expect(view.errors.map((e) => e.message)).toEqual(['Real']);
    expect(view.supportedCodeLengths).toEqual([4]);
    expect(view.battery).toEqual({ status: null, level: 1 });
  });

  it('keeps an issue without a message by its code, and drops one with neither', () => {
    const view = toDeviceView({
      device_id: 'd2',
      device_type: 'august_lock',
      errors: [{ error_code: 'account_disconnected' }, { message: '   ' }, {}],
      warnings: [{ warning_code: 'low_battery', message: null }],
      properties: { online: true },
    });
    expect(view.errors).toEqual([
      { error_code: 'account_disconnected', message: 'account_disconnected' },
    ]);
    expect(view.warnings).toEqual([{ warning_code: 'low_battery', message: 'low_battery' }]);
    expect(onlineStatus(view)).toBe('account_offline');
  });
});
