import type { PublicSiteConfig } from '@forecourt/site-config';
import { interpolate } from '@forecourt/ui-kit';

/**
 * The oem template's own wording: a manufacturer franchise. The brand's range first, new and
 * demo stock, the manufacturer's offers, certified pre-owned and servicing. Placeholders come
 * from the site (`oemCopy()` fills them): `{siteName}`, `{brand}` (the franchise make), `{city}`
 * (the override city, else the address city) and `{year}`. Texts with a `WithoutCity` twin are
 * used when the site names no city.
 */
export const OEM_COPY = {
  hero: {
    heading: 'The new {brand} range at {siteName}',
    intro:
      'New and demo {brand} vehicles in {city}, with {brand} offers, certified pre-owned and genuine {brand} servicing.',
    introWithoutCity:
      'New and demo {brand} vehicles, with {brand} offers, certified pre-owned and genuine {brand} servicing.',
    rangeButton: 'Explore the range',
    stockButton: 'New and demo stock',
  },
  home: {
    modelRangeHeading: 'The {brand} range',
    newDemoHeading: 'New and demo {brand} stock',
    newDemoViewAll: 'View all new and demo stock',
    offersHeading: '{brand} offers',
    offersViewAll: 'View all offers',
    certifiedHeading: '{brand} certified pre-owned',
    certifiedIntro: 'Young {brand} vehicles, checked and backed like new.',
    certifiedViewAll: 'View certified pre-owned',
    serviceHeading: 'Service your {brand} with us',
    serviceIntro: 'Factory-trained technicians, genuine {brand} parts and capped price servicing.',
    serviceButton: 'Book a service',
  },
  /** The certified pre-owned box (site-wide §1). */
  certifiedBenefits: [
    '1-year extra warranty',
    'Full service history',
    'Independent background check',
    '90-point inspection',
    '12 months free roadside assist',
  ],
  footer: {
    tagline: 'Your authorised {brand} dealer in {city}.',
    taglineWithoutCity: 'Your authorised {brand} dealer.',
    contactHeading: 'Contact us',
    followHeading: 'Follow us',
    copyright: '© {year} {siteName}. All rights reserved.',
  },
} as const;

/** The oem template's copy, as written (with placeholders). */
export type OemCopy = typeof OEM_COPY;

/** The site fields the oem copy is filled from. */
export type OemCopySite = Pick<
  PublicSiteConfig,
  'name' | 'manufacturer' | 'override_city' | 'address'
>;

/** The oem copy for one site: every placeholder filled, the city-less twins chosen. */
export interface OemCopyText {
  hero: Record<'heading' | 'intro' | 'rangeButton' | 'stockButton', string>;
  home: Record<keyof OemCopy['home'], string>;
  certifiedBenefits: readonly string[];
  footer: Record<'tagline' | 'contactHeading' | 'followHeading' | 'copyright', string>;
}

/** `toyota` → `Toyota`, `land-rover` → `Land Rover`: a readable name from a manufacturer slug. */
function brandName(slug: string): string {
  return slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The oem copy with the site's own words in it: its name, its brand (`options.brand`, e.g. the
 * catalogue's "Mercedes-Benz", else made from the site's `manufacturer` slug, else the site
 * name), its city (or the city-less wording) and the year (passed in: the copy reads no clock).
 */
export function oemCopy(
  site: OemCopySite,
  options: { year: number; brand?: string | null },
): OemCopyText {
  const city = (site.override_city ?? site.address.city ?? '').trim();
  const brand =
    options.brand?.trim() || (site.manufacturer ? brandName(site.manufacturer) : site.name);
  const fill = (text: string) =>
    interpolate(text, { siteName: site.name, brand, city, year: options.year });
  const { hero, home, footer } = OEM_COPY;
  return {
    hero: {
      heading: fill(hero.heading),
      intro: fill(city ? hero.intro : hero.introWithoutCity),
      rangeButton: fill(hero.rangeButton),
      stockButton: fill(hero.stockButton),
    },
    home: Object.fromEntries(
      Object.entries(home).map(([key, text]) => [key, fill(text)]),
    ) as OemCopyText['home'],
    certifiedBenefits: OEM_COPY.certifiedBenefits,
    footer: {
      tagline: fill(city ? footer.tagline : footer.taglineWithoutCity),
      contactHeading: fill(footer.contactHeading),
      followHeading: fill(footer.followHeading),
      copyright: fill(footer.copyright),
    },
  };
}
