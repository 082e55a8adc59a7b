import { describe, expect, it } from 'vitest';
import { isSearchServicePath } from './schema-primitives.ts';

describe('isSearchServicePath', () => {
  it('reserves the search protocols’ paths under /search, not site search pages (site-wide §2)', () => {
    expect(isSearchServicePath('multi-search')).toBe(true);
    expect(isSearchServicePath('indexes')).toBe(true);
    // The Algolia search API (`/search/1/indexes/...`), so its GET object reads reach search.
    expect(isSearchServicePath('1')).toBe(true);
    expect(isSearchServicePath('toyota')).toBe(false);
    expect(isSearchServicePath('used-cars')).toBe(false);
  });
});
