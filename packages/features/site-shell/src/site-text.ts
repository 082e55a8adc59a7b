import type { PublicSiteConfig } from '@forecourt/site-config';
import { createTheme, interpolate, type Theme } from '@forecourt/ui-kit';

/** The city a site names: its override, else its address city (site-wide §3). */
export function siteCity(site: Pick<PublicSiteConfig, 'override_city' | 'address'>): string | null {
  return site.override_city ?? site.address.city;
}

/** The logo the site header shows: its header variant, else the site's logo (site-wide §1 theming). */
export function siteHeaderLogoUrl(site: Pick<PublicSiteConfig, 'theme' | 'logo'>): string | null {
  return site.theme.header_logo_url ?? siteLogoUrl(site);
}

/** The site's logo, when it has one: the theme's logo first, then the config's (site-wide §3). */
export function siteLogoUrl(site: Pick<PublicSiteConfig, 'theme' | 'logo'>): string | null {
  return site.theme.logo_url ?? site.logo.url;
}

/** Fills a template text's `{siteName}`, `{city}` and any further `{name}` with the site's values. */
export function siteText(
  site: Pick<PublicSiteConfig, 'name' | 'override_city' | 'address'>,
  template: string,
  values: Record<string, string | number> = {},
): string {
  return interpolate(template, { siteName: site.name, city: siteCity(site) ?? '', ...values });
}

/** A `tel:` link for a phone number as the site writes it (`(07) 5550 0100` → `tel:0755500100`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A site's theme: its template's tokens with the dealer's colours, logo and font (site-wide §1). */
export function siteTheme(site: Pick<PublicSiteConfig, 'template' | 'theme'>): Theme {
  return createTheme(site.template, site.theme);
}
