import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('useUniqueId', () => {
  it('is the only way the package makes ids: React’s useId repeats across custom elements', () => {
    const direct = sources(src)
      .filter((path) => !path.endsWith('provider/unique-id.ts'))
      .filter((path) => /\buseId\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(direct).toEqual([]);
  });
});
