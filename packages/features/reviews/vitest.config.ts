import { domPreset } from '@forecourt/vitest-config';

export default domPreset({ test: { setupFiles: ['./vitest.setup.ts'] } });
