import { site } from 'virtual:forecourt/site';
import { CLASSIC_COPY, classicTheme } from '@forecourt/template-classic';
import { interpolate, type Theme, themeCss } from '@forecourt/ui-kit';

/** This build's site: its public config, baked in by the per-site build. */
export { site };

/** The site's theme: the classic tokens with the dealer's overrides. */
export const SITE_THEME: Theme = classicTheme(site.theme);

/** The site's theme as `:root` custom properties. */
export const SITE_THEME_CSS: string = themeCss(SITE_THEME, ':root');

/** The city the site names: the override, else the address city. */
export const SITE_CITY: string | null = site.override_city ?? site.address.city;

/** The site's logo, when it has one (theme logo first, site-wide §1 theming). */
export const SITE_LOGO_URL: string | null = site.theme.logo_url ?? site.logo.url;

/** Fills the template copy's `{siteName}`, `{city}` and `{year}`. */
export function siteText(template: string, values: Record<string, string | number> = {}): string {
  return interpolate(template, { siteName: site.name, city: SITE_CITY ?? '', ...values });
}

/** The template's copy, for components. */
export const COPY = CLASSIC_COPY;

/** A `tel:` link for a phone number as the site writes it (`(07) 5550 0100` → `tel:0755500100`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
