import { describe, expect, it } from 'vitest';
import { systemStatus } from './system-status.js';

const status = (isHeating: boolean, isCooling: boolean, isFanRunning: boolean) =>
  systemStatus({ isHeating, isCooling, isFanRunning });

describe('systemStatus', () => {
  it('is heating whenever heating, before cooling and fan', () => {
    expect(status(true, true, true)).toBe('heating');
    expect(status(true, false, false)).toBe('heating');
  });

  it('is cooling when cooling and not heating, before fan', () => {
    expect(status(false, true, true)).toBe('cooling');
  });

  it('is fan when only the fan runs', () => {
    expect(status(false, false, true)).toBe('fan');
  });

  it('is off when nothing runs', () => {
    expect(status(false, false, false)).toBe('off');
  });
});
