import { defineConfig } from 'vitest/config';

// One vitest run over every workspace project (each has its own vitest.config.ts built from
// @forecourt/vitest-config). This is what `npm test` runs; `turbo run test` runs them per package.
export default defineConfig({
  test: {
    projects: [
      'packages/*/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'templates/*/vitest.config.ts',
      'tooling/*/vitest.config.ts',
    ],
    reporters: ['default', '@forecourt/vitest-config/summary-reporter'],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary'],
      include: ['**/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/*.stories.tsx', '**/index.ts'],
      thresholds: {
        // Logic packages keep at least 95% line coverage.
        'packages/logic/**/src/**': { lines: 95 },
      },
    },
  },
});
