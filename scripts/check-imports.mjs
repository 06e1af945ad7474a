#!/usr/bin/env node
// Fails on an import cycle anywhere in packages/*/src, and on a feature folder of
// @porchlight/react (views/<feature>/) importing anything but ui/, hooks/, messages/, its own files
// or other packages. Composition across features belongs in views/navigation.tsx.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** Relative imports of each file, resolved to files. */
export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [];
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
export function findCycles(graph) {
  const state = new Map();
  const stack = [];
  const cycles = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const ALLOWED_FROM_FEATURE = ['ui', 'hooks', 'messages'];

/** Imports out of a views/<feature>/ folder into anything but the allowed layers. */
export function featureViolations(graph, reactSrc) {
  const violations = [];
  for (const [file, targets] of graph) {
    const from = relative(reactSrc, file).split('/');
    if (from[0] !== 'views' || from.length < 3) continue;
    for (const target of targets) {
      const to = relative(reactSrc, target).split('/');
      const ownFolder = to[0] === 'views' && to[1] === from[1];
      const isTestUtil = to[0] === 'test-utils' || /\.test\.tsx?$/.test(file);
      if (ownFolder || ALLOWED_FROM_FEATURE.includes(to[0]) || isTestUtil) continue;
      violations.push(`${relative(root, file)} imports ${relative(root, target)}`);
    }
  }
  return violations;
}

const packagesDir = join(root, 'packages');
const files = readdirSync(packagesDir)
  .map((name) => join(packagesDir, name, 'src'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => walk(dir));
const graph = importGraph(files);
const cycles = findCycles(graph);
const violations = featureViolations(graph, join(packagesDir, 'react', 'src'));
for (const cycle of cycles) {
  console.error(`import cycle: ${cycle.map((file) => relative(root, file)).join(' -> ')}`);
}
for (const violation of violations) console.error(`feature folder import: ${violation}`);
if (cycles.length > 0 || violations.length > 0) process.exit(1);
console.log(
  `imports: ${files.length} files, no cycles, feature folders import only ui/, hooks/, messages/`,
);
