import { describe, expect, it } from 'vitest';
import { arrivedIssues } from './arrived-issues.js';

describe('arrivedIssues', () => {
  it('gives the lines not seen before, in order, once each', () => {
    const seen = new Set(['Error: Failed to set code']);
    expect(
      arrivedIssues(seen, [
        'Error: Failed to set code',
        'Warning: Delay in setting code on device',
        'Warning: Code modified externally',
        'Warning: Delay in setting code on device',
      ]),
    ).toEqual(['Warning: Delay in setting code on device', 'Warning: Code modified externally']);
  });

  it('gives nothing when every line was seen or none is left', () => {
    const seen = new Set(['Warning: Delay in setting code on device']);
    expect(arrivedIssues(seen, ['Warning: Delay in setting code on device'])).toEqual([]);
    expect(arrivedIssues(seen, [])).toEqual([]);
  });
});
