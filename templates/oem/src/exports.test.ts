import { describe, expect, it } from 'vitest';

describe('@forecourt/template-oem public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'OEM_COPY',
      'OEM_FONTS',
      'OEM_LAYOUT',
      'OEM_PAGES',
      'OEM_PRESET',
      'OEM_SEARCH_FILTERS',
      'OEM_TEMPLATE',
      'OEM_THEME',
      'oemCopy',
      'oemTheme',
    ]);
  });
});
