import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Template } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { createTheme, NON_TEXT_CONTRAST_MIN, type ThemeOverrides } from './create-theme.ts';
import { headerBackground, headerFocusRing } from './header-focus-ring.ts';
import { themeVars } from './theme-vars.ts';

/** Every demo site as configured (configs/*.json): its template and its theme overrides. */
function configsDir(from: string): string {
  const here = join(from, 'configs');
  if (existsSync(join(from, 'pnpm-workspace.yaml')) && existsSync(here)) return here;
  const parent = dirname(from);
  if (parent === from) throw new Error('configs/ not found above the working directory');
  return configsDir(parent);
}
const CONFIGS = configsDir(process.cwd());
const DEMO_SITES = readdirSync(CONFIGS)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const config = JSON.parse(readFileSync(join(CONFIGS, file), 'utf8')) as {
      slug: string;
      template: Template;
      theme?: ThemeOverrides;
    };
    return config;
  });

describe('headerFocusRing (WCAG 2.2 SC 2.4.11, 2.4.13: a focus indicator at 3:1)', () => {
  it('reads all six demo sites', () => {
    expect(DEMO_SITES).toHaveLength(6);
  });

  for (const site of DEMO_SITES) {
    it(`${site.slug}: the header's focus ring reaches 3:1 on the header background`, () => {
      const theme = createTheme(site.template, site.theme ?? {});
      const ring = themeVars(theme)['--fc-color-header-focus-ring'] ?? '';
      expect(ring).toBe(headerFocusRing(theme));
      const ratio = contrastRatio(ring, headerBackground(theme));
      expect(ratio, `${ring} on ${headerBackground(theme)}`).toBeGreaterThanOrEqual(
        NON_TEXT_CONTRAST_MIN,
      );
    });
  }

  it('leaves the page-wide ring alone where it already stands out on the header', () => {
    const theme = createTheme('classic', { colors: { secondary: '#ffffff' } });
    expect(headerFocusRing(theme)).toBe(theme.colors['focus-ring']);
  });

  it('falls back from a ring the colour of the header to one that shows', () => {
    const theme = createTheme('group', { colors: { primary: '#0b3d91', accent: '#0b3d91' } });
    expect(contrastRatio(theme.colors['focus-ring'], headerBackground(theme))).toBeLessThan(3);
    expect(headerFocusRing(theme)).toBe(theme.colors['on-primary']);
  });
});
