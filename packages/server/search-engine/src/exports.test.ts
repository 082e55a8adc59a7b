import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

describe('public API', () => {
  it('exports exactly these runtime values', () => {
    expect(Object.keys(api).sort()).toEqual([
      'DEFAULT_RANKING_RULES',
      'MeiliError',
      'SearchEngine',
      'SearchIndex',
      'defaultSettings',
      'foldFacet',
      'isMeiliError',
      'normalizeWord',
      'normalizedWords',
      'parseFilter',
      'typoCost',
    ]);
  });
});
