import { nodePreset } from '@forecourt/vitest-config';

// Importing the theme loads all of @forecourt/ui-kit's index (its components too): allow for it
// on a busy machine. The home-order test renders React (`*.test.tsx`, server-side, no DOM).
export default nodePreset({
  test: { testTimeout: 30_000, include: ['src/**/*.test.tsx'] },
});
