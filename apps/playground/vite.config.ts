import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { stylesheetSources } from '../../packages/react/scripts/stylesheet-sources.mjs';
import { porchlightAliases } from '../../vitest.shared.js';

const STYLESHEET = '@porchlight/react/index.css';
const VIRTUAL_STYLESHEET = 'virtual:porchlight-react-index.css';

/**
 * Serves `@porchlight/react/index.css` from the package's sources, joined as the build joins them:
 * on sources the package alias would otherwise turn it into `src/index.ts/index.css`, which does
 * not exist, and the dev server failed on the playground's first import.
 */
function sourceStylesheet(): Plugin {
  // A `.css` id, so Vite's CSS pipeline (and its hot update) takes what `load` returns.
  const id = '\0porchlight-react-index.css';
  return {
    name: 'porchlight-source-stylesheet',
    enforce: 'pre',
    resolveId: (source) => (source === VIRTUAL_STYLESHEET ? id : undefined),
    load(loading) {
      if (loading !== id) return undefined;
      const { files, css } = stylesheetSources();
      for (const file of files) this.addWatchFile(file);
      return css;
    },
  };
}

// The dev server reads package sources for instant reloads; the build uses the packages' dist,
// exactly as a host application would.
export default defineConfig(({ command }) => ({
  plugins: command === 'serve' ? [sourceStylesheet(), react()] : [react()],
  // The stylesheet is named first: aliases match by prefix, and `@porchlight/react` would take it.
  resolve:
    command === 'serve'
      ? { alias: { [STYLESHEET]: VIRTUAL_STYLESHEET, ...porchlightAliases } }
      : {},
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
}));
