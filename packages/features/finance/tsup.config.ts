import { defineConfig } from 'tsup';

// One entry: the finance view, the quote and lead helpers and the props-only components.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
});
