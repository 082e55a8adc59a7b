import { nodePreset } from '@forecourt/vitest-config';

export default nodePreset({ test: { testTimeout: 120_000, hookTimeout: 120_000 } });
