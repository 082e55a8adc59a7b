import { nodePreset } from '@forecourt/vitest-config';

/**
 * The shopper end-to-end run: the real platform server and one built demo site of each template
 * in Chromium. Named `vitest.e2e.config.ts` so the root `vitest run` (which collects
 * `tooling/*\/vitest.config.ts`) leaves it out: `pnpm test:e2e`.
 */
const preset = nodePreset({
  test: {
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One platform server for every file (global-setup.ts); one file at a time in Chromium, as two
    // cores run the server and the browser.
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    reporters: ['default', '@forecourt/vitest-config/summary-reporter'],
  },
});

// Replaces (not appends to) the preset's unit-test globs.
// `*.server.test.ts`: the same real server over HTTP, without Chromium.
export default {
  ...preset,
  test: { ...preset.test, include: ['src/**/*.browser.test.ts', 'src/**/*.server.test.ts'] },
};
