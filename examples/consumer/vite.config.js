import { defineConfig } from 'vite';

// A plain Vite + React app: the packages need no plugin or resolve condition of Forecourt's own.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
