import { PLATFORM_DEFAULTS, TEMPLATE_PRESETS } from '@forecourt/site-config';
import { TEMPLATE_THEMES } from '@forecourt/ui-kit';
import { describe, expect, it } from 'vitest';
import { CLASSIC_LAYOUT, CLASSIC_PRESET, CLASSIC_SEARCH_FILTERS } from './classic-preset.ts';
import { CLASSIC_THEME, classicTheme } from './classic-theme.ts';

describe('classic template', () => {
  it("is site-config's classic preset itself, not a copy", () => {
    expect(CLASSIC_PRESET).toBe(TEMPLATE_PRESETS.classic);
  });

  it('lays out a models menu and a locations carousel over the platform defaults', () => {
    expect(CLASSIC_LAYOUT).toEqual({
      ...PLATFORM_DEFAULTS.layout,
      ...TEMPLATE_PRESETS.classic.layout,
    });
    expect(CLASSIC_LAYOUT.header_menu).toBe('models');
  });

  it('searches used cars only by default (vehicle-stock §5)', () => {
    expect(CLASSIC_SEARCH_FILTERS).toBe('car_type = used');
  });

  it("uses ui-kit's classic theme, with a dealer's primary colour applied", () => {
    expect(CLASSIC_THEME).toBe(TEMPLATE_THEMES.classic);
    expect(classicTheme().colors).toEqual(TEMPLATE_THEMES.classic.colors);
    const branded = classicTheme({ colors: { primary: '#0b3d91' } });
    expect(branded.colors.primary).toBe('#0b3d91');
    expect(branded.colors.secondary).toBe(TEMPLATE_THEMES.classic.colors.secondary);
  });
});
