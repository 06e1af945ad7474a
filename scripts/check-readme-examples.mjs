#!/usr/bin/env node
// Type-checks every ```ts and ```tsx block of the READMEs against the built packages, so the
// examples a host copies compile as written. Run after the build (`npm run publint` runs it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const readmes = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'README.md')),
];
const out = join(root, 'node_modules', '.cache', 'readme-examples');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const files = [];
for (const readme of readmes) {
  let text;
  try {
    text = readFileSync(readme, 'utf8');
  } catch {
    continue;
  }
  const blocks = [...text.matchAll(/```(tsx?)\n([\s\S]*?)```/g)];
  blocks.forEach(([, lang, code], index) => {
    const name = `${relative(root, readme).replace(/[/.]/g, '_')}_${index}.${lang}`;
    // Each block is its own module, so names never clash between blocks.
    writeFileSync(join(out, name), `${code}\nexport {};\n`);
    files.push(name);
  });
}
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['node'],
      typeRoots: [join(root, 'node_modules', '@types')],
    },
    files,
  }),
);
try {
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(out, 'tsconfig.json')], {
    cwd: out,
    stdio: 'inherit',
  });
} catch {
  console.error('A README example does not type-check (see above).');
  process.exit(1);
}
console.log(`readme examples: ${files.length} blocks type-check`);
