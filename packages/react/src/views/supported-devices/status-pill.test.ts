import { describe, expect, it } from 'vitest';
import { statusPillFor } from './status-pill.js';

describe('statusPillFor', () => {
  it('should show stable as LIVE in green', () => {
    expect(statusPillFor('stable')).toEqual({ kind: 'live', variant: 'success' });
  });

  it('should show beta as BETA in blue', () => {
    expect(statusPillFor('beta')).toEqual({ kind: 'beta', variant: 'info' });
  });

  it.each(['planned', 'unsupported', 'inquire'])('should show %s as a neutral Inquire', (level) => {
    expect(statusPillFor(level)).toEqual({ kind: 'inquire', variant: 'neutral' });
  });

  it.each([undefined, null, 42, 'STABLE', ''])('given %j, should fall back to Inquire', (level) => {
    expect(statusPillFor(level).kind).toBe('inquire');
  });
});
