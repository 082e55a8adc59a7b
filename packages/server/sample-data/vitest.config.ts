import { nodePreset } from '@forecourt/vitest-config';

// Database tests start PGlite (about 2 s) and seed ~4,200 cars; give them room.
export default nodePreset({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
