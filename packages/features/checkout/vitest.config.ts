import { domPreset } from '@forecourt/vitest-config';

// The journey's route test opens a PGlite database and the platform API: slow to start.
export default domPreset({
  test: { setupFiles: ['./vitest.setup.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
