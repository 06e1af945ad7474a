import { describe, expect, it } from 'vitest';
import { equipmentAfterSave } from './equipment-after-save.js';

const after = (mode: string | undefined, rest: Record<string, unknown> = {}) =>
  equipmentAfterSave({
    current_climate_setting: mode === undefined ? undefined : { hvac_mode_setting: mode },
    ...rest,
  });

describe('equipmentAfterSave', () => {
  it('stops heating and cooling under Off, and an auto fan with them', () => {
    const running = { is_heating: true, is_cooling: false, is_fan_running: true };
    expect(after('off', { ...running, fan_mode_setting: 'auto' })).toEqual({
      is_heating: false,
      is_cooling: false,
      is_fan_running: false,
    });
    // A fan set on keeps running: 'Fan only'.
    expect(after('off', { ...running, fan_mode_setting: 'on' })).toEqual({
      is_heating: false,
      is_cooling: false,
      is_fan_running: true,
    });
  });

  it('stops only what the new mode cannot do, leaving the rest to the next read', () => {
    expect(
      after('heat', { is_heating: false, is_cooling: true, fan_mode_setting: 'auto' }),
    ).toEqual({ is_cooling: false, is_fan_running: false });
    expect(
      after('cool', { is_heating: true, is_cooling: false, fan_mode_setting: 'auto' }),
    ).toEqual({ is_heating: false, is_fan_running: false });
    // Whether heat_cool heats or cools depends on the room: nothing is certain but the fan set on.
    expect(after('heat_cool', { is_heating: true, fan_mode_setting: 'auto' })).toEqual({});
    expect(after('heat', { is_heating: true, fan_mode_setting: 'auto' })).toEqual({
      is_cooling: false,
    });
  });

  it('runs a fan set on, and stops one on auto only when nothing heats or cools', () => {
    expect(after('heat_cool', { fan_mode_setting: 'on' })).toEqual({ is_fan_running: true });
    expect(
      after('heat_cool', { is_heating: false, is_cooling: false, fan_mode_setting: 'auto' }),
    ).toEqual({ is_fan_running: false });
  });

  it('claims nothing for a mode it does not know or a missing setting', () => {
    expect(after('eco', { is_heating: true })).toEqual({});
    expect(after(undefined, { is_heating: true, fan_mode_setting: 'auto' })).toEqual({});
  });
});
