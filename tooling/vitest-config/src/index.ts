import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { thirdPartyDist } from './third-party-dist.ts';

export { thirdPartyDist };

/**
 * Workspace packages export a `source` condition pointing at `src/`, so tests and apps
 * run on sources without a pre-build (CONVENTIONS: Build and export).
 */
const sourceFirst: ViteUserConfig = {
  plugins: [thirdPartyDist()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

/** Preset for logic and server packages: plain Node, no DOM. */
export function nodePreset(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineProject({
      ...sourceFirst,
      test: {
        environment: 'node',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        restoreMocks: true,
      },
    }),
    overrides,
  );
}

/** Preset for UI and feature packages: a DOM (happy-dom) and React testing library. */
export function domPreset(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(
    defineProject({
      ...sourceFirst,
      test: {
        environment: 'happy-dom',
        include: ['src/**/*.test.{ts,tsx}'],
        // Loaded through Vite (not Node) so `thirdPartyDist` keeps its dependencies on their
        // builds: Node would follow their `source` condition into TypeScript under node_modules.
        server: { deps: { inline: ['downshift'] } },
        restoreMocks: true,
      },
    }),
    overrides,
  );
}
