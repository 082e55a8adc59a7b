import { defineConfig } from 'tsup';

// Route modules are entries of their own (`@forecourt/reviews/routes/<name>`), so an app's route
// file can re-export one; stylesheets imported with `?url` stay for the app's Vite build.
export default defineConfig({
  entry: ['src/index.ts', 'src/server.ts', 'src/sales-clock.ts', 'src/routes/*.tsx'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: [/\?url$/],
});
