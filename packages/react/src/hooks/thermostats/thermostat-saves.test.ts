import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settleThermostatSave, startThermostatSave } from './thermostat-saves.js';

describe('thermostat saves', () => {
  it('lets the newest save write, whatever order the answers arrive in', () => {
    const cache = new QueryClient();
    const older = startThermostatSave(cache, 'climate', 'd1');
    const newer = startThermostatSave(cache, 'climate', 'd1');
    expect(settleThermostatSave(newer)).toBe('newest');
    // The newer one has written; the older one cannot know the server's order, so it re-reads.
    expect(settleThermostatSave(older)).toBe('superseded');
  });

  it('leaves the cache to a newer save still running', () => {
    const cache = new QueryClient();
    const older = startThermostatSave(cache, 'fan_mode', 'd1');
    const newer = startThermostatSave(cache, 'fan_mode', 'd1');
    expect(settleThermostatSave(older)).toBe('overtaken');
    expect(settleThermostatSave(newer)).toBe('newest');
  });

  it('orders each setting of each device, in each cache, on its own', () => {
    const cache = new QueryClient();
    const other = new QueryClient();
    const climate = startThermostatSave(cache, 'climate', 'd1');
    startThermostatSave(cache, 'fan_mode', 'd1');
    startThermostatSave(cache, 'climate', 'd2');
    startThermostatSave(other, 'climate', 'd1');
    expect(settleThermostatSave(climate)).toBe('newest');
  });

  it('starts afresh once every save has settled', () => {
    const cache = new QueryClient();
    const first = startThermostatSave(cache, 'climate', 'd1');
    expect(settleThermostatSave(first)).toBe('newest');
    const second = startThermostatSave(cache, 'climate', 'd1');
    expect(settleThermostatSave(second)).toBe('newest');
  });

  it('treats a save without a record (no onMutate) as the newest', () => {
    expect(settleThermostatSave(undefined)).toBe('newest');
  });
});
