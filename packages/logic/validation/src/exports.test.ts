import { describe, expect, it } from 'vitest';

describe('@forecourt/validation public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual(['IN_BROWSER', 'z']);
  });
});
