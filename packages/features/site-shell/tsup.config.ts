import { defineConfig } from 'tsup';

// Route modules are entries of their own (`@forecourt/site-shell/routes/<name>`), so an app's route
// file can re-export one. Stylesheets are plain package exports (`*.css`) whose URLs the app
// registers (ui-kit's `stylesheets` module), so dist has no bundler-only imports.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/server.ts',
    'src/stripe.ts',
    'src/routes/*.ts',
    'src/routes/*.tsx',
    '!src/**/*.test.ts',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
});
