import type { PublicSiteConfig } from '@forecourt/site-config';
import { interpolate } from '@forecourt/ui-kit';

/**
 * The classic template's own wording: a single dealer's yard. Placeholders come from the site
 * (`classicCopy()` fills them): `{siteName}`, `{city}` (the override city, else the address city),
 * `{stock}` (`used cars`, or `new and used caravans` when the site's search is not used-only: the
 * site's `texts.vehicles` and `search_filters`) and `{year}`. Texts with a `WithoutCity` twin are
 * used when the site names no city. Nothing here says "car" unless the site sells cars.
 */
export const CLASSIC_COPY = {
  hero: {
    heading: 'Quality {stock} at {siteName}',
    intro: 'Every one inspected, fairly priced and ready to go from our {city} yard.',
    introWithoutCity: 'Every one inspected, fairly priced and ready to go.',
    searchLabel: 'Search our {stock}',
    searchPlaceholder: 'Make, model or keyword',
    searchButton: 'Search',
  },
  home: {
    makesHeading: 'Shop by make',
    bodiesHeading: 'Shop by body type',
    featuredHeading: 'Just in',
    viewAllStock: 'View all {stock}',
  },
  footer: {
    tagline: 'Your local dealer for {stock} in {city}. Every one inspected, every price upfront.',
    taglineWithoutCity: '{siteName}: {stock}, every one inspected, every price upfront.',
    contactHeading: 'Contact us',
    followHeading: 'Follow us',
    copyright: '© {year} {siteName}. All rights reserved.',
  },
} as const;

/** The classic template's copy, as written (with placeholders). */
export type ClassicCopy = typeof CLASSIC_COPY;

/** The site fields the classic copy is filled from. */
export type ClassicCopySite = Pick<
  PublicSiteConfig,
  'name' | 'override_city' | 'address' | 'search_filters'
> & { texts: Pick<PublicSiteConfig['texts'], 'vehicles'> };

/** The classic copy for one site: every placeholder filled, the city-less twins chosen. */
export interface ClassicCopyText {
  hero: Record<'heading' | 'intro' | 'searchLabel' | 'searchPlaceholder' | 'searchButton', string>;
  home: Record<keyof ClassicCopy['home'], string>;
  footer: Record<'tagline' | 'contactHeading' | 'followHeading' | 'copyright', string>;
}

/** The search filter that makes a classic site used-only (its preset's default). */
const USED_ONLY = 'car_type = used';

/**
 * The classic copy with the site's own words in it: its name, its city (or the city-less
 * wording), what it sells (`texts.vehicles`) and whether its search is used-only, and the year
 * (passed in: the copy reads no clock).
 */
export function classicCopy(site: ClassicCopySite, options: { year: number }): ClassicCopyText {
  const city = (site.override_city ?? site.address.city ?? '').trim();
  const usedOnly = site.search_filters.trim() === USED_ONLY;
  const values = {
    siteName: site.name,
    city,
    stock: `${usedOnly ? 'used' : 'new and used'} ${site.texts.vehicles}`,
    year: options.year,
  };
  const fill = (text: string) => interpolate(text, values);
  const { hero, home, footer } = CLASSIC_COPY;
  return {
    hero: {
      heading: fill(hero.heading),
      intro: fill(city ? hero.intro : hero.introWithoutCity),
      searchLabel: fill(hero.searchLabel),
      searchPlaceholder: fill(hero.searchPlaceholder),
      searchButton: fill(hero.searchButton),
    },
    home: {
      makesHeading: fill(home.makesHeading),
      bodiesHeading: fill(home.bodiesHeading),
      featuredHeading: fill(home.featuredHeading),
      viewAllStock: fill(home.viewAllStock),
    },
    footer: {
      tagline: fill(city ? footer.tagline : footer.taglineWithoutCity),
      contactHeading: fill(footer.contactHeading),
      followHeading: fill(footer.followHeading),
      copyright: fill(footer.copyright),
    },
  };
}
