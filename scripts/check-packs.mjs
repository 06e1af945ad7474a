#!/usr/bin/env node
// Packs every publishable package (dry run) and checks what a host would install: a README and a
// LICENSE, the metadata registries show, the Node floor, and no tests, test helpers or second copy
// of the generated contract types. Run after the build (`npm run publint` runs it).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const packagesDir = join(root, 'packages');
const FORBIDDEN = [/(^|\/)test-utils\//, /\.test\.[jt]sx?$/, /\.test-d\.ts$/, /^src\/generated\//];
const REQUIRED_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
const problems = [];

for (const name of readdirSync(packagesDir)) {
  const dir = join(packagesDir, name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const [pack] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const files = pack.files.map((file) => file.path);
  const say = (problem) => problems.push(`${manifest.name}: ${problem}`);
  for (const file of REQUIRED_FILES) if (!files.includes(file)) say(`missing ${file}`);
  for (const file of files) if (FORBIDDEN.some((rule) => rule.test(file))) say(`ships ${file}`);
  if (!files.some((file) => file.startsWith('dist/'))) say('ships no dist/ (build first)');
  for (const field of ['repository', 'homepage', 'bugs', 'license']) {
    if (!manifest[field]) say(`no "${field}" field`);
  }
  if (manifest.engines?.node !== '>=20.19') say(`engines.node is ${manifest.engines?.node}`);
  for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
    if (dep.startsWith('@porchlight/') && !range.startsWith('^')) say(`${dep} pinned to ${range}`);
  }
  console.log(`${manifest.name}: ${files.length} files, ${pack.size} B packed`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
