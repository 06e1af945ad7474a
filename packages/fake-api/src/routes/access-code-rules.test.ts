import { describe, expect, it } from 'vitest';
import { buildState } from '../seed/build-state.js';
import { SEED_KEYS } from '../seed/keys.js';
import type { Runtime } from '../state/runtime.js';
import type { Device } from '../state/types.js';
import { CONTRACT_CODE_LENGTHS, checkAccessCodeWrite } from './access-code-rules.js';

function lockReporting(lengths: number[] | undefined): { rt: Runtime; device: Device } {
  const state = buildState(
    { seed: 'default', devices: 0, codes: 0 },
    SEED_KEYS,
    'http://127.0.0.1',
  );
  const rt = { state } as unknown as Runtime;
  const lock = [...rt.state.devices.values()].find((d) => d.properties.supported_code_lengths);
  if (!lock) throw new Error('no seeded lock');
  const device = structuredClone(lock);
  device.properties.supported_code_lengths = lengths;
  return { rt, device };
}

const codeErrors = (lengths: number[] | undefined, code: string) => {
  const { rt, device } = lockReporting(lengths);
  return checkAccessCodeWrite(rt, device, { name: 'A', code })
    .issues.filter((issue) => issue.path[0] === 'code')
    .map((issue) => issue.message);
};

describe('access code length', () => {
  it('holds the contract’s 4 to 8 digits when a device reports no lengths', () => {
    expect(CONTRACT_CODE_LENGTHS).toEqual([4, 5, 6, 7, 8]);
    const allowed = 'Code length must be one of the following: 4, 5, 6, 7, 8';
    expect(codeErrors(undefined, '123')).toEqual([allowed]);
    expect(codeErrors([], '123456789')).toEqual([allowed]);
    expect(codeErrors(undefined, '97531')).toEqual([]);
  });

  it('never accepts a reported length the contract does not allow', () => {
    expect(codeErrors([3, 4, 10], '123')).toEqual(['Code length must be one of the following: 4']);
    expect(codeErrors([3, 4, 10], '1234567890')).toHaveLength(1);
    expect(codeErrors([3, 4, 10], '9753')).toEqual([]);
  });
});
