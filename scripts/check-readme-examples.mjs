#!/usr/bin/env node
// Type-checks every ```ts and ```tsx block, and every inline module script of an ```html block,
// of the READMEs and of the guides in docs/ against the built packages, so the examples a host
// copies compile as written. Run after the build (`npm run publint` runs it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const readmes = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'packages')).map((name) => join(root, 'packages', name, 'README.md')),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
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
  const prefix = relative(root, readme).replace(/[/.]/g, '_');
  blocks.forEach(([, lang, code], index) => {
    // A block that names its file (`// app/devices/page.tsx`) is written there, so the blocks of
    // one app import each other as the guide shows; any other block is its own module.
    const path = /^\/\/ ([\w/.-]+\.tsx?)\b/.exec(code)?.[1];
    const name = path ? join(prefix, path) : `${prefix}_${index}.${lang}`;
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), `${code}\nexport {};\n`);
    files.push(name);
  });
  // A page's inline module scripts are the code a host without a bundler copies; the guide says
  // they compile as TypeScript once the page's modules see the elements' types.
  [...text.matchAll(/```html\n([\s\S]*?)```/g)].forEach(([, html], index) => {
    [...html.matchAll(/<script type="module">\n([\s\S]*?)<\/script>/g)].forEach(([, code], n) => {
      const name = `${prefix}_html${index}_script${n}.ts`;
      writeFileSync(
        join(out, name),
        `import type {} from '@porchlight/react/elements';\n${code}\nexport {};\n`,
      );
      files.push(name);
    });
  });
}
// What the guides' framework examples use from the host app, not from Porchlight.
writeFileSync(
  join(out, 'host-app.d.ts'),
  `declare module 'next/navigation' {
  export function useRouter(): { push(href: string): void };
}
/** The host's own session lookup (docs/embedding.md). */
declare function currentUser(): Promise<{ id: string }>;
`,
);
files.push('host-app.d.ts');
const blockCount = files.length - 1;
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
console.log(`readme examples: ${blockCount} blocks type-check`);
