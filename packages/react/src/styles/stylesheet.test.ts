import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's src folder (this file's parent's parent).
const src = join(import.meta.dirname, '..');
const WRAPPER = '.porchlight-components';
// Token blocks carry no specificity, so host overrides win: they start `:where(.porchlight-…`.
const scoped = (selector: string) =>
  selector.startsWith(WRAPPER) || selector.startsWith(`:where(${WRAPPER}`);
// The one rule outside the wrapper: a custom property telling the provider the host imported the
// stylesheet (it styles nothing).
const MARKER = ':root';

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

/** Every selector of every style rule (at-rule preludes and keyframe steps left out). */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const stack: string[] = [];
  let prelude = '';
  for (const char of text) {
    if (char === '{') {
      const head = prelude.trim();
      const insideKeyframes = stack.some((h) => h.startsWith('@keyframes'));
      if (!head.startsWith('@') && !insideKeyframes) {
        found.push(...head.split(',').map((s) => s.trim()));
      }
      stack.push(head);
      prelude = '';
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';') {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return found;
}

const all = cssFiles(src).map((path) => ({ path, css: readFileSync(path, 'utf8') }));

describe('stylesheets', () => {
  it('scope every rule of every view under the wrapper class', () => {
    const core = all;
    expect(core.length).toBeGreaterThanOrEqual(3);
    const leaks = core.flatMap(({ path, css }) =>
      selectors(css)
        .filter((selector) => !scoped(selector) && selector !== MARKER)
        .map((selector) => `${path}: ${selector}`),
    );
    expect(leaks).toEqual([]);
  });

  it('never style a host element: every rule starts at the wrapper or a pl- class', () => {
    const leaks = all.flatMap(({ path, css }) =>
      selectors(css)
        .filter(
          (selector) => !scoped(selector) && selector !== MARKER && !/^\.pl-[a-z]/.test(selector),
        )
        .map((selector) => `${path}: ${selector}`),
    );
    expect(leaks).toEqual([]);
  });

  it('the scope check itself catches an unscoped rule', () => {
    expect(selectors('.porchlight-components a { color: red } button, .x { margin: 0 }')).toEqual([
      '.porchlight-components a',
      'button',
      '.x',
    ]);
  });

  it('set only the stylesheet marker at the root, styling nothing of the host', () => {
    const tokens = readFileSync(join(src, 'styles/tokens.css'), 'utf8');
    const root = tokens.match(/:root\s*{([^}]*)}/)?.[1]?.trim();
    expect(root).toBe('--porchlight-stylesheet: loaded;');
  });

  it('define the same tokens for light, dark and system-dark', () => {
    const tokens = readFileSync(join(src, 'styles/tokens.css'), 'utf8');
    const block = (selector: string) => {
      const start = tokens.indexOf(`${selector} {`);
      expect(start, selector).toBeGreaterThanOrEqual(0);
      const body = tokens.slice(start, tokens.indexOf('}', start));
      return new Set(body.match(/--pl-color-[a-z-]+(?=:)/g));
    };
    const light = block(':where(.porchlight-components)');
    const dark = block(':where(.porchlight-components.porchlight-theme-dark)');
    const system = block(':where(.porchlight-components.porchlight-theme-system)');
    expect(light.size).toBeGreaterThan(10);
    expect([...dark].sort()).toEqual([...light].sort());
    expect([...system].sort()).toEqual([...light].sort());
    expect(tokens).toMatch(
      /@media \(prefers-color-scheme: dark\)\s*{\s*:where\(\.porchlight-components\.porchlight-theme-system\)/,
    );
  });

  it('declare every custom property the READMEs’ theming examples set', () => {
    const declared = new Set(
      cssFiles(src).flatMap(
        (file) => readFileSync(file, 'utf8').match(/--pl-[\w-]+(?=\s*:)/g) ?? [],
      ),
    );
    const readmes = ['../../../README.md', '../README.md'].map((path) =>
      readFileSync(join(src, path), 'utf8'),
    );
    const set = readmes.flatMap((text) =>
      [...text.matchAll(/```css\n([\s\S]*?)```/g)].flatMap(
        ([, css = '']) => css.match(/--pl-[\w-]+(?=\s*:)/g) ?? [],
      ),
    );
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((property) => !declared.has(property))).toEqual([]);
  });
});
