import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, z } from 'zod';
import { configureBrowserValidation } from './browser-validation.ts';

afterEach(() => {
  config({ jitless: false });
  vi.restoreAllMocks();
});

describe('configureBrowserValidation (the sites forbid eval in their Content-Security-Policy)', () => {
  it('turns compiled validators off in the browser, so no eval probe runs', () => {
    configureBrowserValidation();
    expect(config().jitless).toBe(true);
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ visited_pages: z.array(z.string()) });
    expect(schema.safeParse({ visited_pages: ['/'] }).success).toBe(true);
    expect(schema.safeParse({ visited_pages: [1] }).success).toBe(false);
    expect(construct).not.toHaveBeenCalled();
  });
});
