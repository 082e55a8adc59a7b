import { nodePreset } from '@forecourt/vitest-config';

// The first test to load the postcode list parses a 25 MB JSON file (about a second).
export default nodePreset({ test: { testTimeout: 30_000 } });
