import { nodePreset } from '@forecourt/vitest-config';

// The integration test starts the real platform API on PGlite (about 2 s to open).
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
