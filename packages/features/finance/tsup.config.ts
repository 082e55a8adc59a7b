import { defineConfig } from 'tsup';

// Entries: the package, and the calculator alone (`@forecourt/finance/calculator`) for pages that load it lazily.
export default defineConfig({
  entry: ['src/index.ts', 'src/calculator.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
});
