import type { SiteTemplate } from './types.ts';

/** What a demo site's logo is drawn from: its name, template and brand colours. */
export interface SiteLogoInput {
  name: string;
  template: SiteTemplate;
  /** `#rrggbb` */
  primary: string;
  /** `#rrggbb` */
  secondary: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Relative luminance of `#rrggbb` (WCAG 2.1). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** `Southern Cross Caravans` → `SC`; `Highway Truck & Bike Group` → `HT`; `Sunshine` → `SU`. */
function initials(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The emblem by template: a friendly rounded tile, a square group badge, a sharp franchise mark. */
function emblem(template: SiteTemplate, fill: string, accent: string): string {
  switch (template) {
    case 'classic':
      return `<rect x="4" y="4" width="56" height="56" rx="16" fill="${fill}"/><circle cx="48" cy="16" r="7" fill="${accent}"/>`;
    case 'group':
      return `<rect x="4" y="4" width="56" height="56" fill="${fill}"/><rect x="4" y="50" width="56" height="10" fill="${accent}"/>`;
    default:
      return `<path d="M14 4h46l-10 56H4z" fill="${fill}"/><path d="M48 4h12l-3 16H45z" fill="${accent}"/>`;
  }
}

/**
 * A demo site's logo, served at `/media/sites/{slug}/logo.svg` (the sites' `theme.logo_url`): an
 * emblem with the site's initials in its primary colour beside its name. A generated wordmark,
 * under 1.5 KB, `role="img"` with a `<title>`; not a real dealer's logo.
 */
export function siteLogoSvg(site: SiteLogoInput): string {
  const title = escapeXml(site.name);
  const ink = luminance(site.primary) <= luminance(site.secondary) ? site.primary : site.secondary;
  const onFill = luminance(site.primary) > 0.35 ? '#111111' : '#ffffff';
  const fontSize = site.name.length > 20 ? 20 : site.name.length > 14 ? 24 : 28;
  const width = 80 + Math.ceil(site.name.length * fontSize * 0.6);
  const weight = site.template === 'group' ? 600 : 700;
  const letterSpacing = site.template === 'oem' ? ' letter-spacing="1"' : '';
  const text = site.template === 'oem' ? title.toUpperCase() : title;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    emblem(site.template, site.primary, site.secondary) +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${onFill}">${escapeXml(initials(site.name))}</text>` +
    `<text x="74" y="32" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="${weight}"${letterSpacing} fill="${ink}">${text}</text>` +
    '</svg>'
  );
}

/**
 * The logo of a demo site by slug (for the `/media/sites/{slug}/logo.svg` route), or null for a
 * slug that is not a demo site.
 */
export function demoSiteLogoSvg(
  slug: string,
  sites: readonly {
    slug: string;
    name: string;
    template: SiteTemplate;
    config: Readonly<Record<string, unknown>>;
  }[],
): string | null {
  const site = sites.find((candidate) => candidate.slug === slug);
  if (!site) return null;
  const theme = site.config.theme as
    | { colors?: { primary?: string; secondary?: string } }
    | undefined;
  return siteLogoSvg({
    name: site.name,
    template: site.template,
    primary: theme?.colors?.primary ?? '#1b1f27',
    secondary: theme?.colors?.secondary ?? '#545b67',
  });
}
