import { describe, expect, it } from 'vitest';
import {
  accessCodeTiming,
  isAccessCodeActive,
  isTimeBound,
  nextTimingChange,
} from './access-code-status.js';
import { isNameOnly } from './form/submission.js';

const now = new Date('2024-06-01T12:00:00Z');
const base = { access_code_id: 'ac1' };

describe('accessCodeTiming', () => {
  it('reads ongoing codes as always active', () => {
    expect(accessCodeTiming({ ...base, type: 'ongoing' }, now)).toEqual({ kind: 'ongoing' });
    expect(isAccessCodeActive({ ...base, type: 'ongoing' }, now)).toBe(true);
  });

  it('reads time-bound codes as upcoming, active or ended', () => {
    const code = {
      ...base,
      type: 'time_bound',
      starts_at: '2024-06-01T12:00:01Z',
      ends_at: '2024-06-02T12:00:00Z',
    };
    expect(accessCodeTiming(code, now).kind).toBe('upcoming');
    expect(isAccessCodeActive(code, now)).toBe(false);
    expect(accessCodeTiming(code, new Date('2024-06-01T12:00:01Z')).kind).toBe('active');
    expect(accessCodeTiming(code, new Date('2024-06-02T12:00:00Z')).kind).toBe('ended');
  });

  it('gives the start as the next change of an upcoming code, the end of an active one', () => {
    const code = { ...base, type: 'time_bound', starts_at: '2024-06-02T00:00:00Z', ends_at: null };
    const upcoming = accessCodeTiming(code, now);
    expect(nextTimingChange(upcoming)?.toISOString()).toBe('2024-06-02T00:00:00.000Z');
    const active = accessCodeTiming(code, new Date('2024-06-03T00:00:00Z'));
    expect(active).toEqual({ kind: 'active', startsAt: new Date(code.starts_at), endsAt: null });
    expect(nextTimingChange(active)).toBeNull();
  });

  it('falls back on bad input instead of throwing', () => {
    expect(accessCodeTiming({ ...base, type: 'time_bound', starts_at: 'soon' }, now)).toEqual({
      kind: 'unknown',
    });
    expect(accessCodeTiming({ ...base, type: 'weird' }, now)).toEqual({ kind: 'ongoing' });
    expect(
      accessCodeTiming({ ...base, type: 'weird', starts_at: '2024-01-01T00:00:00Z' }, now).kind,
    ).toBe('active');
    expect(accessCodeTiming(base, now)).toEqual({ kind: 'ongoing' });
  });
});

describe('isTimeBound', () => {
  it('trusts a known type and reads an unknown one by its dates', () => {
    expect(isTimeBound({ ...base, type: 'time_bound' })).toBe(true);
    expect(isTimeBound({ ...base, type: 'ongoing', starts_at: '2024-01-01T00:00:00Z' })).toBe(
      false,
    );
    expect(isTimeBound({ ...base, type: 'recurring', ends_at: '2024-01-01T00:00:00Z' })).toBe(true);
    expect(isTimeBound({ ...base, type: 'recurring', ends_at: 'never' })).toBe(false);
    expect(isTimeBound(base)).toBe(false);
  });

  it('limits only offline time-bound codes to their name', () => {
    const offline = { ...base, is_offline_access_code: true };
    expect(isNameOnly({ ...offline, type: 'time_bound' })).toBe(true);
    expect(isNameOnly({ ...offline, type: 'ongoing' })).toBe(false);
    expect(isNameOnly({ ...offline, type: 'recurring', starts_at: '2024-01-01T00:00:00Z' })).toBe(
      true,
    );
    expect(isNameOnly({ ...base, type: 'time_bound' })).toBe(false);
    expect(isNameOnly(undefined)).toBe(false);
  });
});
