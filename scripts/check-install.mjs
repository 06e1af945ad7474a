#!/usr/bin/env node
// Installs the packages as a host would: `npm pack` each one, install the tarballs into a fresh
// project outside the workspace (dependencies from the npm cache, `--prefer-offline`), then
// import every entry point in ESM, type-check the same imports with TypeScript, resolve the
// stylesheet, and start the `porchlight-fake-api` bin from the packed package and from this repo's
// own `node_modules/.bin`. Run after the build (`npm run publint` runs it).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const project = mkdtempSync(join(tmpdir(), 'porchlight-install-'));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const installedVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Every `exports` subpath of a package except `./package.json`, as import specifiers. */
function entryPoints(manifest) {
  return Object.keys(manifest.exports ?? { '.': null })
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`));
}

try {
  const dependencies = {};
  const entries = [];
  for (const name of readdirSync(join(root, 'packages')).sort()) {
    const dir = join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    const [pack] = JSON.parse(
      run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], dir),
    );
    dependencies[manifest.name] = `file:./${pack.filename}`;
    entries.push(...entryPoints(manifest));
  }
  // The host's own copies of the peers (and Node's types, for the fake API), at the versions this workspace tests with.
  for (const peer of [
    'react',
    'react-dom',
    '@tanstack/react-query',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ]) {
    dependencies[peer] = installedVersion(peer);
  }
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'host', private: true, type: 'module', dependencies }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
    ],
    project,
  );

  const scripts = entries.filter((entry) => !entry.endsWith('.css'));
  const styles = entries.filter((entry) => entry.endsWith('.css'));
  // ESM: every script entry imports in Node; every stylesheet resolves to a file.
  writeFileSync(
    join(project, 'imports.mjs'),
    `${scripts.map((entry, i) => `import * as m${i} from '${entry}';`).join('\n')}
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const modules = { ${scripts.map((entry, i) => `'${entry}': m${i}`).join(', ')} };
for (const [entry, module] of Object.entries(modules)) {
  if (Object.keys(module).length === 0) throw new Error(entry + ' exports nothing');
}
for (const entry of ${JSON.stringify(styles)}) {
  if (!existsSync(fileURLToPath(import.meta.resolve(entry)))) throw new Error(entry + ' is missing');
}
// A React Server Component may import the views: the component entry is a client boundary.
const reactEntry = readFileSync(fileURLToPath(import.meta.resolve('@porchlight/react')), 'utf8');
if (!/^['"]use client['"];/.test(reactEntry)) throw new Error("@porchlight/react does not start with 'use client'");
console.log('imported ' + Object.keys(modules).length + ' entries');
`,
  );
  run('node', ['imports.mjs'], project);

  // TypeScript: the same imports type-check under NodeNext resolution with strict settings.
  writeFileSync(
    join(project, 'imports.tsx'),
    `${scripts.map((entry, i) => `import * as m${i} from '${entry}';`).join('\n')}
${styles.map((entry) => `import '${entry}';`).join('\n')}
import { PorchlightProvider, DeviceTable } from '@porchlight/react';
import { ELEMENTS, type ElementSpec } from '@porchlight/react/elements';
import { PorchlightClient } from '@porchlight/client';

const specs: readonly ElementSpec[] = ELEMENTS;
export const app = (
  <PorchlightProvider publishableKey="seam_pk1_x" userIdentifierKey="user-1">
    <DeviceTable disableLockUnlock />
  </PorchlightProvider>
);
export const used = [specs, PorchlightClient, ${scripts.map((_, i) => `m${i}`).join(', ')}];
`,
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        // The fake API is a Node package: its host type-checks with Node's types.
        types: ['node'],
      },
      files: ['imports.tsx'],
    }),
  );
  run('node', [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], project);

  // The packed bin starts the fake API and prints its URL; so does this repo's own, linked by
  // `npm ci` before any build (the README's `npx porchlight-fake-api` on a fresh clone).
  await startsFakeApi(join(project, 'node_modules', '.bin', 'porchlight-fake-api'), project);
  await startsFakeApi(join(root, 'node_modules', '.bin', 'porchlight-fake-api'), root);
  console.log(
    `install: ${Object.keys(dependencies).length} packages, ${entries.length} entry points checked`,
  );
} catch (error) {
  console.error(error.stdout ?? '', error.stderr ?? '', error.message);
  process.exitCode = 1;
} finally {
  rmSync(project, { recursive: true, force: true });
}

/** Starts a `porchlight-fake-api` bin on a free port and asks the server it prints for devices. */
async function startsFakeApi(bin, cwd) {
  if (!existsSync(bin)) throw new Error(`the porchlight-fake-api bin is not linked: ${bin}`);
  await new Promise((resolvePromise, reject) => {
    const child = spawn(bin, ['--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const fail = (reason) => {
      child.kill();
      reject(new Error(`porchlight-fake-api (${bin}): ${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail('no URL printed'), 60_000);
    child.stdout.on('data', async (chunk) => {
      output += chunk;
      const match = /"url":"([^"]+)"/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      const response = await fetch(`${match[1]}/devices/list`, { method: 'POST' }).catch((e) => e);
      child.kill();
      if (response instanceof Error) reject(response);
      else resolvePromise(undefined);
    });
    child.on('exit', (code) => code !== null && code !== 0 && fail(`exited with ${code}`));
  });
}
