import { nodePreset } from '@forecourt/vitest-config';

/**
 * The shopper end-to-end run: the real platform server and the built `sunshine-used-cars` site
 * in Chromium. Kept out of the root `vitest run` (its project glob is `apps/*\/vitest.config.ts`,
 * and the unit config only includes `src/`): `pnpm --filter @forecourt/classic test:e2e`.
 */
const preset = nodePreset({
  test: {
    testTimeout: 120_000,
    // Builds the site when it has no build (about 10 s) and starts a server on a fresh database.
    hookTimeout: 240_000,
    reporters: ['default', '@forecourt/vitest-config/summary-reporter'],
  },
});

// Replaces (not appends to) the preset's unit-test globs.
export default { ...preset, test: { ...preset.test, include: ['e2e/**/*.browser.test.ts'] } };
