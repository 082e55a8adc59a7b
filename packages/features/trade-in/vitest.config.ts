import { domPreset } from '@forecourt/vitest-config';

// The route test opens a PGlite database and the platform API: slow to start on a busy runner.
export default domPreset({
  test: { setupFiles: ['./vitest.setup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
