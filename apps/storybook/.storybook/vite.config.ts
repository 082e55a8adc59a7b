import { thirdPartyDist } from '@forecourt/vitest-config';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Storybook's own Vite config (set through `core.builder.options.viteConfigPath`), so it never
 * loads an app's config with the React Router plugin (TOOLCHAIN.md). Workspace packages resolve
 * through their `source` condition: stories run on `src/` without a package build.
 */
export default defineConfig({
  // thirdPartyDist: a dependency's own `source` condition must not win over its build.
  plugins: [react(), thirdPartyDist()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
});
