import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The modules a host's bundler keeps when it bundles `exports` of a source module (as a host
 * bundles `dist`): React external, as the host ships it, and any further packages given. Every
 * module parsed is listed by esbuild; only those with bytes in the output are returned.
 */
export async function bundledModules(
  exports: readonly string[],
  sourceUrl: URL,
  external: readonly string[] = [],
): Promise<string[]> {
  const result = await build({
    stdin: {
      contents: `export { ${exports.join(', ')} } from ${JSON.stringify(fileURLToPath(sourceUrl))};`,
      resolveDir: fileURLToPath(new URL('.', sourceUrl)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', ...external],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([path]) => path);
}
