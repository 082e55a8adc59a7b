import { describe, expect, it } from 'vitest';

describe('@forecourt/template-group public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'GROUP_COPY',
      'GROUP_FONTS',
      'GROUP_LAYOUT',
      'GROUP_PAGES',
      'GROUP_PRESET',
      'GROUP_SEARCH_FILTERS',
      'GROUP_STATS_BANNER',
      'GROUP_TEMPLATE',
      'GROUP_THEME',
      'groupCopy',
      'groupTheme',
    ]);
  });
});
