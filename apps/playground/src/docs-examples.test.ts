import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANUFACTURER_ROWS } from '../../../packages/fake-api/src/seed/catalogue-data.js';

const root = join(import.meta.dirname, '../../..');

/** The Markdown a host reads: the READMEs, the CHANGELOGs and everything under docs/. */
function hostDocs(): string[] {
  const packages = readdirSync(join(root, 'packages')).flatMap((name) =>
    ['README.md', 'CHANGELOG.md'].map((file) => join(root, 'packages', name, file)),
  );
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(root, 'docs', file));
  return [join(root, 'README.md'), ...packages, ...docs].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

/** Each manufacturer an example names: `manufacturers="a, b"`, `='["a"]'` or `={['a']}`. */
function exampleManufacturers(text: string): string[] {
  const names: string[] = [];
  const pattern =
    /(?:excluded-manufacturers|excludedManufacturers|manufacturers)=(?:"([^"]*)"|'(\[[^']*\])'|\{\[([^\]]*)\]\})/g;
  for (const [, list, json, jsx] of text.matchAll(pattern)) {
    if (list !== undefined) names.push(...list.split(','));
    if (json !== undefined) names.push(...(JSON.parse(json) as string[]));
    if (jsx !== undefined) names.push(...jsx.split(',').map((name) => name.replace(/['"]/g, '')));
  }
  return names.map((name) => name.trim()).filter(Boolean);
}

// A maker the fake API does not seed (or seeds without models, which the table drops) shows a
// host who copies the example against the playground's fake API nothing at all.
const listed = new Set(MANUFACTURER_ROWS.filter((row) => row.models.length > 0).map((r) => r.name));

describe('manufacturer examples in the docs', () => {
  it.each(hostDocs().map((file) => [relative(root, file), file] as const))(
    'name only makers the fake API lists, in %s',
    (_name, file) => {
      const unknown = exampleManufacturers(readFileSync(file, 'utf8')).filter(
        (name) => !listed.has(name),
      );
      expect(unknown).toEqual([]);
    },
  );

  it('finds the examples it checks', () => {
    const all = hostDocs().flatMap((file) => exampleManufacturers(readFileSync(file, 'utf8')));
    expect(all).toContain('Google Nest');
  });
});
