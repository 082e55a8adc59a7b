import { nodePreset } from '@forecourt/vitest-config';

// Importing the theme loads all of @forecourt/ui-kit's index (its components too): allow for it
// on a busy machine.
export default nodePreset({ test: { testTimeout: 30_000 } });
