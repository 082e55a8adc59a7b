import { describe, expect, it } from 'vitest';
import { IN_BROWSER, z } from './index.ts';

describe('@forecourt/validation on the server', () => {
  it('leaves zod compiling its parsers where no page policy applies', () => {
    const schema = z.object({ name: z.string() });

    expect(IN_BROWSER).toBe(false);
    expect(z.config().jitless).toBeUndefined();
    expect(schema.parse({ name: 'Sam' })).toEqual({ name: 'Sam' });
  });
});
