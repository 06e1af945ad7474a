// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

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

async function bundledModules(): Promise<string[]> {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
  const result = await build({
    stdin: {
      contents: `export { ${VIEWS.join(', ')} } from ${JSON.stringify(entry)};`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // Every module parsed is listed; only those with bytes in the output are bundled.
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([path]) => path);
}

describe('the bundle of every public view', () => {
  it("holds TanStack Query's QueryObserver but not its QueriesObserver (about 1 kB gzip)", async () => {
    const modules = await bundledModules();
    expect(modules.some((path) => path.endsWith('query-core/build/modern/queryObserver.js'))).toBe(
      true,
    );
    expect(modules.filter((path) => /queriesObserver|useQueries/.test(path))).toEqual([]);
  });
});
