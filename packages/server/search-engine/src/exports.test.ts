import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports exactly these runtime values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'AlgoliaError',
      'DEFAULT_RANKING_RULES',
      'MeiliError',
      'SearchEngine',
      'SearchIndex',
      'algoliaFacetSearch',
      'algoliaGetObject',
      'algoliaGetObjects',
      'algoliaMultiSearch',
      'algoliaSearch',
      'defaultSettings',
      'isMeiliError',
      'parseFilter',
    ]);
  });
});
