import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageDirOf, thirdPartyNotices } from './third-party-notices.mjs';

function fakePackage(root: string, name: string, licenceFile?: string) {
  const dir = join(root, 'node_modules', ...name.split('/'));
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.2.3', license: 'MIT' }),
  );
  if (licenceFile) writeFileSync(join(dir, licenceFile), `Copyright (c) ${name} */ authors\n`);
  return dir;
}

describe('packageDirOf', () => {
  it('finds the innermost package, scoped or not, and skips the project’s own files', () => {
    const cwd = '/repo/packages/react';
    expect(packageDirOf('../../node_modules/preact/hooks/dist/hooks.mjs', cwd)).toBe(
      '/repo/node_modules/preact',
    );
    expect(
      packageDirOf(
        '../../node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/x.js',
        cwd,
      ),
    ).toBe('/repo/node_modules/@tanstack/react-query/node_modules/@tanstack/query-core');
    expect(packageDirOf('src/elements/index.ts', cwd)).toBeUndefined();
  });
});

describe('thirdPartyNotices', () => {
  it('carries each bundled package’s own licence text once, sorted by name', () => {
    const root = mkdtempSync(join(tmpdir(), 'notices-'));
    fakePackage(root, 'zeta', 'LICENSE');
    fakePackage(root, '@scope/alpha', 'LICENSE.md');
    const notices = thirdPartyNotices(
      [
        'node_modules/zeta/dist/a.js',
        'node_modules/zeta/dist/b.js',
        'node_modules/@scope/alpha/dist/index.js',
        'src/own.ts',
      ],
      root,
    );
    expect(notices.startsWith('/*!')).toBe(true);
    expect(notices.trimEnd().endsWith('*/')).toBe(true);
    expect(notices.match(/\*\//g)).toHaveLength(1);
    expect(notices.indexOf('@scope/alpha@1.2.3 (MIT)')).toBeLessThan(notices.indexOf('zeta@1.2.3'));
    expect(notices.match(/zeta@1\.2\.3/g)).toHaveLength(1);
    expect(notices).toContain('Copyright (c) zeta * / authors');
  });

  it('is empty when the bundle holds only the project’s own code', () => {
    expect(thirdPartyNotices(['src/a.ts', 'src/b.ts'], '/repo')).toBe('');
  });

  it('refuses to ship a package without a licence file', () => {
    const root = mkdtempSync(join(tmpdir(), 'notices-'));
    fakePackage(root, 'bare');
    expect(() => thirdPartyNotices(['node_modules/bare/dist/a.js'], root)).toThrow(
      /bare is bundled but ships no licence file/,
    );
  });

  it('names every package the shipped elements bundle is built from', () => {
    const bundle = readFileSync(join(import.meta.dirname, '../dist/elements.js'), 'utf8');
    for (const name of ['preact', '@tanstack/react-query', '@tanstack/query-core']) {
      expect(bundle).toMatch(
        new RegExp(`\\n${name.replace('/', '\\/')}@\\d+\\.\\d+\\.\\d+ \\(MIT\\)\\n`),
      );
    }
  });
});
