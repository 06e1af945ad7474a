import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { porchlightAliases } from '../../vitest.shared.js';

// The dev server reads package sources for instant reloads; the build uses the packages' dist,
// exactly as a host application would.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: command === 'serve' ? { alias: porchlightAliases } : {},
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 5173 },
}));
