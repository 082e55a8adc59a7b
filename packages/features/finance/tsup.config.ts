import { defineConfig } from 'tsup';

// Entries: the package, the calculator alone (`@forecourt/finance/calculator`) for pages that load
// it lazily, and the route modules (`@forecourt/finance/routes/<name>`) the apps re-export;
// stylesheets are plain package exports (`*.css`) whose URLs the app registers (ui-kit's
// stylesheets module), so dist has no bundler-only imports.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/calculator.ts',
    'src/routes/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
});
