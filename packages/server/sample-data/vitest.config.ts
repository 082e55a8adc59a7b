import { nodePreset } from '@forecourt/vitest-config';

// Database tests start PGlite (about 2 s) and seed ~3,000 cars; give them room.
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
