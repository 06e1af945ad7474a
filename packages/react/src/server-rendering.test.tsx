// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// What a server-rendered host (Next.js, Remix, …) does: import the packages in Node, where there
// is no DOM, and render the views to HTML. Imports must not even look at the browser globals.
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const;
/** Each browser global read at import time by Porchlight code, with the reading frame. */
const touched = new Set<string>();
let loaded: {
  react: typeof import('./index.js');
  elements: typeof import('./elements/index.js');
};

beforeAll(async () => {
  for (const name of BROWSER_GLOBALS) {
    expect(name in globalThis, `${name} exists in this Node environment`).toBe(false);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // Our code only: React DOM's client build feature-detects `typeof document` at import,
        // which is guarded and not ours to change.
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (!caller.includes('/node_modules/')) touched.add(`${name} from ${caller.trim()}`);
        return undefined;
      },
    });
  }
  try {
    await import('@porchlight/client');
    await import('@porchlight/webhooks');
    // The subpath entry, imported by path: the alias maps only the package root to its source.
    await import(new URL('../../webhooks/src/webhook-signature/index.ts', import.meta.url).href);
    await import('@porchlight/fake-api');
    loaded = { react: await import('./index.js'), elements: await import('./elements/index.js') };
  } finally {
    for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  }
});

afterAll(() => {
  touched.clear();
});

describe('server rendering in Node without a DOM', () => {
  it('should import every package and entry point without touching a browser global', () => {
    expect(loaded.react.PorchlightProvider).toBeTypeOf('function');
    expect(loaded.elements.ELEMENTS.length).toBeGreaterThan(0);
    expect([...touched]).toEqual([]);
  });

  it('should render every public view to a string inside the provider, with nothing logged', () => {
    const { PorchlightProvider } = loaded.react;
    // A server-rendered host's logs stay quiet: on React 18 a layout effect rendered on the
    // server is an error-level warning for every view (npm run test:react18 runs this on 18).
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    // Every element's view is a public view: the registry is the one list of them.
    for (const spec of loaded.elements.ELEMENTS) {
      const required = Object.fromEntries((spec.required ?? []).map((prop) => [prop, 'id-1']));
      const html = renderToString(
        createElement(
          PorchlightProvider,
          {
            clientSessionToken: 'seam_cst1_server_rendering',
            endpoint: 'http://127.0.0.1:9',
            disableTelemetry: true,
          },
          createElement(spec.view as never, { ...required, className: 'host-view' } as never),
        ),
      );
      expect(html, spec.tag).toContain('porchlight-components');
      // The host's class is on the view from its first (loading) render, so its layout holds.
      expect(html, spec.tag).toMatch(/class="[^"]*\bhost-view\b/);
      // A style attribute in server-rendered HTML is refused by a strict CSP (`style-src
      // 'nonce-…'`), and stays through hydration: every size comes from the stylesheet.
      expect(html, spec.tag).not.toMatch(/\sstyle="/);
      expect(html, spec.tag).not.toContain('Something went wrong');
    }
    expect(errors.mock.calls.map(String)).toEqual([]);
    expect(warnings.mock.calls.map(String)).toEqual([]);
    errors.mockRestore();
    warnings.mockRestore();
  });

  it('should leave no timer behind, so a prerender script exits and each request is freed', () => {
    const { PorchlightProvider } = loaded.react;
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout');
    const before = timers().length;
    for (const spec of loaded.elements.ELEMENTS) {
      const required = Object.fromEntries((spec.required ?? []).map((prop) => [prop, 'id-1']));
      renderToString(
        createElement(
          PorchlightProvider,
          {
            clientSessionToken: 'seam_cst1_server_rendering',
            endpoint: 'http://127.0.0.1:9',
            disableTelemetry: true,
          },
          createElement(spec.view as never, required as never),
        ),
      );
    }
    expect(timers().length).toBe(before);
  });

  it('should refuse conflicting credentials on the server as in the browser', () => {
    const { PorchlightProvider } = loaded.react;
    expect(() =>
      renderToString(
        // A JavaScript host's mistake (TypeScript refuses the combination).
        createElement(PorchlightProvider, {
          publishableKey: 'seam_pk1_x',
          clientSessionToken: 'seam_cst1_x',
        } as never),
      ),
    ).toThrow('Invalid props: clientSessionToken cannot be combined with publishableKey');
  });
});
