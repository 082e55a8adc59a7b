import { nodePreset } from '@forecourt/vitest-config';

// PGlite starts in about 2 s on this machine; give database tests room.
export default nodePreset({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
