// The licence notices of the third-party packages a bundle carries. MIT and the like ask that the
// notice travel with every copy, and minified sources (Preact's, TanStack Query's) carry none for
// esbuild's `legalComments` to keep, so the notices are read from each package's own files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** The package folder an esbuild input path sits in, or `undefined` for the project's own code. */
export function packageDirOf(inputPath, cwd) {
  const at = inputPath.lastIndexOf('node_modules/');
  if (at === -1) return undefined;
  const rest = inputPath.slice(at + 'node_modules/'.length).split('/');
  const depth = rest[0]?.startsWith('@') ? 2 : 1;
  return resolve(cwd, inputPath.slice(0, at), 'node_modules', ...rest.slice(0, depth));
}

function noticeOf(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((name) => LICENCE_FILE.test(name));
  if (!file) {
    throw new Error(
      `${manifest.name} is bundled but ships no licence file: add its notice by hand before shipping it.`,
    );
  }
  // A `*/` inside the text would end the comment early.
  const text = readFileSync(join(dir, file), 'utf8').trim().replaceAll('*/', '* /');
  return `${manifest.name}@${manifest.version} (${manifest.license})\n\n${text}`;
}

/**
 * One `/*! … *\/` comment with the notice of every package among a bundle's inputs (esbuild
 * metafile input paths, relative to `cwd`), sorted by name, each package once.
 */
export function thirdPartyNotices(inputPaths, cwd) {
  const dirs = new Set();
  for (const path of inputPaths) {
    const dir = packageDirOf(path, cwd);
    if (dir) dirs.add(dir);
  }
  const notices = [...dirs].map(noticeOf).sort();
  if (notices.length === 0) return '';
  return `/*! Third-party code bundled above:\n\n${notices.join('\n\n---\n\n')}\n*/\n`;
}
