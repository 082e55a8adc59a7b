import type { PublicSiteConfig } from '@forecourt/site-config';
import { interpolate } from '@forecourt/ui-kit';

/**
 * The group template's own wording: a dealer group of several dealerships and brands, never
 * "your local dealer". Placeholders come from the site (`groupCopy()` fills them): `{siteName}`,
 * `{dealerships}` ("4 dealerships", "1 dealership"), `{states}` ("QLD, NSW and WA": the states
 * of its visible locations), `{vehicles}` (the site's `texts.vehicles`) and `{year}`. Texts with
 * `OneState` / `WithoutStates` twins are used when the locations name one state or none.
 */
export const GROUP_COPY = {
  hero: {
    heading: '{siteName} — {dealerships} across {states}',
    headingOneState: '{siteName} — {dealerships} in {states}',
    headingWithoutStates: '{siteName} — {dealerships}',
    intro: 'New, demo and used {vehicles} from every brand in the group, in one search.',
    searchLabel: 'Search stock across the group',
    searchPlaceholder: 'Make, model or dealership',
    searchButton: 'Search',
  },
  home: {
    statsHeading: '{siteName} at a glance',
    brandsHeading: 'Our brands',
    dealersHeading: 'Find a dealership',
    dealersIntro: 'Every {siteName} dealership, with its stock, service and opening hours.',
    viewLocation: 'View Location',
    viewStock: 'View Our Stock',
    offersHeading: 'Offers across the group',
    viewAllOffers: 'View all offers',
    featuredHeading: 'Featured stock',
    viewAllStock: 'Search all group stock',
  },
  footer: {
    tagline: '{dealerships} across {states}. One group, one standard of service.',
    taglineOneState: '{dealerships} in {states}. One group, one standard of service.',
    taglineWithoutStates: '{dealerships}. One group, one standard of service.',
    dealershipsHeading: 'Our dealerships',
    contactHeading: 'Contact the group',
    followHeading: 'Follow us',
    copyright: '© {year} {siteName}. All rights reserved.',
  },
} as const;

/** The group template's copy, as written (with placeholders). */
export type GroupCopy = typeof GROUP_COPY;

/** The site fields the group copy is filled from. */
export type GroupCopySite = Pick<PublicSiteConfig, 'name' | 'dealerships'> & {
  texts: Pick<PublicSiteConfig['texts'], 'vehicles'>;
};

/** The group copy for one site: every placeholder filled, the state-count twins chosen. */
export interface GroupCopyText {
  hero: Record<'heading' | 'intro' | 'searchLabel' | 'searchPlaceholder' | 'searchButton', string>;
  home: Record<keyof GroupCopy['home'], string>;
  footer: Record<
    'tagline' | 'dealershipsHeading' | 'contactHeading' | 'followHeading' | 'copyright',
    string
  >;
}

/**
 * "Queensland, New South Wales and Victoria": the states as en-AU lists them, in plain string
 * work so the copy costs no locale data at load (`formatInteger` in @forecourt/format says why).
 */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The group copy with the site's own facts in it: its name, how many dealerships it has, the
 * states its visible locations are in, what it sells, and the year. Year and states are passed
 * in: the copy reads no clock, and the states are `siteStates(site)` on the server (the root
 * loader's `states`, `useSiteStates()`), since the browser's site config has no locations.
 */
export function groupCopy(
  site: GroupCopySite,
  options: { year: number; states: readonly string[] },
): GroupCopyText {
  const { states } = options;
  const count = site.dealerships.length;
  const values = {
    siteName: site.name,
    dealerships: `${count} ${count === 1 ? 'dealership' : 'dealerships'}`,
    states: listText(states),
    vehicles: site.texts.vehicles,
    year: options.year,
  };
  const fill = (text: string) => interpolate(text, values);
  const byStates = (many: string, one: string, none: string) =>
    fill(states.length > 1 ? many : states.length === 1 ? one : none);
  const { hero, home, footer } = GROUP_COPY;
  return {
    hero: {
      heading:
        count === 0
          ? site.name
          : byStates(hero.heading, hero.headingOneState, hero.headingWithoutStates),
      intro: fill(hero.intro),
      searchLabel: fill(hero.searchLabel),
      searchPlaceholder: fill(hero.searchPlaceholder),
      searchButton: fill(hero.searchButton),
    },
    home: Object.fromEntries(
      Object.entries(home).map(([key, text]) => [key, fill(text)]),
    ) as GroupCopyText['home'],
    footer: {
      tagline: byStates(footer.tagline, footer.taglineOneState, footer.taglineWithoutStates),
      dealershipsHeading: fill(footer.dealershipsHeading),
      contactHeading: fill(footer.contactHeading),
      followHeading: fill(footer.followHeading),
      copyright: fill(footer.copyright),
    },
  };
}
