import { nodePreset } from '@forecourt/vitest-config';

// Unit tests of the app's own modules; the React Router Vite plugin stays out (TOOLCHAIN.md).
export default nodePreset();
