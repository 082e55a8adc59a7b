import { resolveSiteConfig } from '@forecourt/site-config';
import type { SiteTemplate } from './types.ts';

/** What a demo site's logo is drawn from: its name, template and brand colours. */
export interface SiteLogoInput {
  name: string;
  template: SiteTemplate;
  /** `#rrggbb` */
  primary: string;
  /** `#rrggbb` */
  secondary: string;
  /** `#rrggbb`: a third brand colour for the emblem's detail (defaults to `secondary`). */
  accent?: string;
  /**
   * `#rrggbb`: the colour the logo is shown on — the site header's surface
   * (`layout.header_surface`). The name and the emblem are drawn to stand out from it.
   */
  surface: string;
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

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Non-text contrast a logo needs against the surface it sits on (WCAG 2.1 SC 1.4.11). */
const LOGO_CONTRAST_MIN = 3;

/** A name of more than 12 characters split at the space nearest its middle; else one line. */
function nameLines(name: string): string[] {
  if (name.length <= 12) return [name];
  const middle = name.length / 2;
  let split = -1;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1)) {
    if (split === -1 || Math.abs(index - middle) < Math.abs(split - middle)) split = index;
  }
  return split === -1 ? [name] : [name.slice(0, split), name.slice(split + 1)];
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
  const accent = site.accent ?? site.secondary;
  // The name in white or near-black, whichever reads on the header (a brand colour equal to the
  // header's made the name invisible); the emblem in the first brand colour that stands out.
  const ink =
    contrast('#ffffff', site.surface) >= contrast('#111111', site.surface) ? '#ffffff' : '#111111';
  const fill =
    [site.primary, accent, site.secondary].find(
      (colour) => contrast(colour, site.surface) >= LOGO_CONTRAST_MIN,
    ) ?? ink;
  // The emblem's detail stands out from the emblem and, at its edge, from the header too.
  const detail =
    [accent, site.secondary, site.primary, ink].find(
      (colour) =>
        contrast(colour, fill) >= LOGO_CONTRAST_MIN &&
        contrast(colour, site.surface) >= LOGO_CONTRAST_MIN,
    ) ?? fill;
  const onFill = contrast('#ffffff', fill) >= contrast('#111111', fill) ? '#ffffff' : '#111111';
  // A long name goes on two lines, so it stays large when the logo is fitted into the header.
  const name = site.template === 'oem' ? site.name.toUpperCase() : site.name;
  const lines = nameLines(name);
  const fontSize = lines.length === 2 ? 23 : 28;
  // Capitals are wider than lower case; oem's letter-spacing adds a pixel a letter.
  const advance = site.template === 'oem' ? 0.72 : 0.6;
  const longest = Math.max(...lines.map((line) => line.length));
  const width =
    84 + Math.ceil(longest * fontSize * advance) + (site.template === 'oem' ? longest : 0);
  const weight = site.template === 'group' ? 600 : 700;
  const letterSpacing = site.template === 'oem' ? ' letter-spacing="1"' : '';
  const nameText = lines
    .map((line, index) => {
      const y = lines.length === 2 ? (index === 0 ? 22 : 46) : 32;
      return `<text x="74" y="${y}" dy=".35em" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="${weight}"${letterSpacing} fill="${ink}">${escapeXml(line)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" width="${width}" height="64" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    emblem(site.template, fill, detail) +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${onFill}">${escapeXml(initials(site.name))}</text>` +
    nameText +
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
  // The resolved config: the template's header surface and the platform's default colours.
  const config = resolveSiteConfig({
    ...site.config,
    slug: site.slug,
    name: site.name,
    template: site.template,
  });
  const colors = config.theme.colors;
  // A colour left to the template's token (null) is drawn in a neutral stand-in.
  const primary = colors.primary ?? '#1b1f27';
  const secondary = colors.secondary ?? '#545b67';
  return siteLogoSvg({
    name: site.name,
    template: site.template,
    primary,
    secondary,
    accent: colors.accent ?? secondary,
    surface: config.layout.header_surface === 'primary' ? primary : secondary,
  });
}
