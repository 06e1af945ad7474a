// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledModules } from './test-utils/bundled-modules.js';

// What a host's bundler takes from the package when it imports every public view: modules that
// no view needs cost every page its bytes. Bundled from the sources as a host bundles `dist`.
const VIEWS = [
  'PorchlightProvider',
  'DeviceTable',
  'DeviceDetails',
  'AccessCodeTable',
  'AccessCodeDetails',
  'CreateAccessCodeForm',
  'EditAccessCodeForm',
  'SupportedDeviceTable',
  'ThermostatCard',
  'ThermostatDetails',
  'ClimateSettingScheduleTable',
  'ClimateSettingScheduleDetails',
];

describe('the bundle of every public view', () => {
  it("holds TanStack Query's QueryObserver but not its QueriesObserver (about 1 kB gzip)", async () => {
    const modules = await bundledModules(VIEWS, new URL('./index.ts', import.meta.url));
    expect(modules.some((path) => path.endsWith('query-core/build/modern/queryObserver.js'))).toBe(
      true,
    );
    expect(modules.filter((path) => /queriesObserver|useQueries/.test(path))).toEqual([]);
  });
});
