import { describe, expect, it } from 'vitest';

describe('@forecourt/template-classic public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'CLASSIC_COPY',
      'CLASSIC_FONTS',
      'CLASSIC_LAYOUT',
      'CLASSIC_PAGES',
      'CLASSIC_PRESET',
      'CLASSIC_SEARCH_FILTERS',
      'CLASSIC_TEMPLATE',
      'CLASSIC_THEME',
      'classicCopy',
      'classicTheme',
    ]);
  });
});
