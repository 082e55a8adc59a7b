// First: zod's browser configuration runs before any module that imports `z` from here.

export { type ZodType, z } from 'zod';
export { IN_BROWSER } from './jitless-in-browser.ts';
