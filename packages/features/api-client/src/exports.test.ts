import { describe, expect, it } from 'vitest';

describe('@forecourt/api-client public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'ApiClientError',
      'createApiClient',
      'isApiClientError',
    ]);
  });
});
