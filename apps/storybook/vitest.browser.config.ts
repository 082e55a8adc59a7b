import { nodePreset } from '@forecourt/vitest-config';

/**
 * The stories-as-tests run: every story of the built catalogue (storybook-static) in Chromium
 * with axe. Kept out of the root `vitest run` (its project glob is `apps/*\/vitest.config.ts`)
 * because it needs the static build first: `pnpm --filter @forecourt/storybook build`.
 */
export default nodePreset({
  test: {
    include: ['src/**/*.browser.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two pages at a time: fits the run in a few minutes on 2 cores.
    maxConcurrency: 2,
    // The same closing `Tests: N passed, N failed` line as the root run, for CI logs.
    reporters: ['default', '@forecourt/vitest-config/summary-reporter'],
  },
});
