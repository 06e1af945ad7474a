import { describe, expect, it } from 'vitest';
import { buildState } from '../seed/build-state.js';
import { SEED_KEYS } from '../seed/keys.js';
import type { Runtime } from '../state/runtime.js';
import type { Device } from '../state/types.js';
import { deviceNamed, useFakeApi } from '../test-utils/client.js';
import { CONTRACT_CODE_LENGTHS, checkAccessCodeWrite } from './access-code-rules.js';

const { http } = useFakeApi();

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

describe('generated codes on a full device', () => {
  // Back Door takes 4-digit codes only: 10,000 of them, filled here as unmanaged codes.
  it('hands out the last free code, then refuses with invalid_input instead of hanging', async () => {
    const door = await deviceNamed(http, 'Back Door');
    const all = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));
    // '0000' stays free: a legal code the generator only picks when nothing nicer is left.
    const fill = all.filter((code) => code !== '0000');
    for (let i = 0; i < fill.length; i += 100) {
      await Promise.all(
        fill.slice(i, i + 100).map((code) =>
          http.post('/access_codes/simulate/create_unmanaged_access_code', {
            device_id: door.device_id,
            name: `Fill ${code}`,
            code,
          }),
        ),
      );
    }

    const preview = await http.post('/access_codes/generate_code', { device_id: door.device_id });
    expect(preview.status).toBe(200);
    expect(preview.body.generated_code.code).toBe('0000');
    const last = await http.post('/access_codes/create', { device_id: door.device_id, name: 'L' });
    expect(last.status).toBe(200);
    expect(last.body.access_code.code).toBe('0000');

    const full = await http.post('/access_codes/generate_code', { device_id: door.device_id });
    expect(full.status).toBe(400);
    expect(full.body.error).toMatchObject({
      type: 'invalid_input',
      message: 'Invalid input: device_id: Every code that fits is already in use on this device',
      validation_errors: {
        device_id: { _errors: ['Every code that fits is already in use on this device'] },
      },
    });
    const refused = await http.post('/access_codes/create', {
      device_id: door.device_id,
      name: 'X',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.type).toBe('invalid_input');
    const names = (
      await http.get('/access_codes/list', `device_id=${door.device_id}`)
    ).body.access_codes.map((c: { name: string }) => c.name);
    expect(names).not.toContain('X');
  }, 120_000);
});
