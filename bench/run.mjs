// Runs every suite in bench/suites in name order and rewrites bench/RESULTS.md with the figures,
// the machine and the date. Suites report figures; nothing here asserts on them.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, type as osType, release, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${here}.out`;
mkdirSync(outDir, { recursive: true });
const ctx = {
  root: root.replace(/\/$/, ''),
  outDir,
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

const only = process.argv[2];
const files = readdirSync(`${here}suites`)
  .filter((file) => file.endsWith('.mjs') && (!only || file.includes(only)))
  .sort();

const sections = [];
for (const file of files) {
  const started = Date.now();
  process.stdout.write(`bench: ${file} … `);
  try {
    const suite = await import(pathToFileURL(`${here}suites/${file}`).href);
    const { title, markdown } = await suite.run(ctx);
    sections.push(`## ${title}\n\n${markdown.trim()}\n`);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    sections.push(
      `## ${file}\n\nFailed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    console.log('FAILED');
    console.error(error);
    process.exitCode = 1;
  }
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const header = `# Benchmark results

- Date: ${new Date().toISOString()}
- Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${osType()} ${release()}
- Node: ${process.version}

Regenerate with \`npm run bench\` (builds first). Figures are medians where a suite repeats.
`;
if (!only) writeFileSync(`${here}RESULTS.md`, `${header}\n${sections.join('\n')}`);
else console.log(sections.join('\n'));
