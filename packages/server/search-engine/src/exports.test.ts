import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports exactly these runtime values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ALGOLIA_PRIMARY_KEY',
      'AlgoliaError',
      'DEFAULT_RANKING_RULES',
      'MeiliError',
      'SearchEngine',
      'SearchIndex',
      'algoliaBatch',
      'algoliaBrowse',
      'algoliaClear',
      'algoliaFacetSearch',
      'algoliaGetObject',
      'algoliaGetObjects',
      'algoliaGetSettings',
      'algoliaGetTask',
      'algoliaMultiSearch',
      'algoliaSearch',
      'algoliaSetSettings',
      'defaultSettings',
      'isMeiliError',
      'parseFilter',
    ]);
  });
});
