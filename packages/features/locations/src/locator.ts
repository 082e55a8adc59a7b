import { type Location, type PublicSiteConfig, visibleLocations } from '@forecourt/site-config';
import { type DealershipGroup, dealershipGroups } from './dealership-groups.ts';
import { byDistance, distanceText } from './distance.ts';
import {
  type LocationCardData,
  type LocationSite,
  locationCard,
  locationPagePath,
} from './location-view.ts';
import type { PostcodeSearch } from './postcode-search.ts';

/** The locator page breadcrumbs link to (site-wide §2 "/contact is the location link for manufacturer sites"). */
export const LOCATOR_PATH = '/contact';

/** The locator's name in breadcrumbs. */
export const LOCATOR_TITLE = 'Our Locations';

/** The paths the locator page serves and their headings (site-wide §2). */
export const LOCATOR_PAGES: Readonly<Record<string, string>> = {
  '/contact': 'Contact Us',
  '/contact-us': 'Contact Us',
  '/dealerships': 'Our Dealerships',
  '/dealer-locator': 'Dealer Locator',
};

/** The locator's heading for a path (`Our Locations` for any other). */
export function locatorHeading(pathname: string): string {
  return LOCATOR_PAGES[pathname.replace(/\/+$/, '') || '/'] ?? LOCATOR_TITLE;
}

/** One group of the locator: a dealership (or none) and its cards. */
export interface LocatorGroup {
  dealership: { name: string; slug: string; href: string; stockHref: string | null } | null;
  cards: LocationCardData[];
}

/**
 * The locator's groups (site-wide §2, §5, §9): the listed locations (visible, de-duplicated, in
 * the site's order). With a located postcode: one list, nearest first, each card saying how far
 * (`12 km away`). Otherwise grouped by dealership on a multi-dealership site (the dealer group's
 * locator), one group on any other.
 */
export function locatorGroups(
  site: LocationSite & Pick<PublicSiteConfig, 'locations' | 'location_order'>,
  search: PostcodeSearch,
  now: Date,
): LocatorGroup[] {
  const listed = visibleLocations(site);
  if (search.status === 'located') {
    const cards = byDistance(listed, search.origin).map(({ location, km }) => ({
      ...locationCard(site, location, now),
      distance: distanceText(km),
    }));
    return cards.length ? [{ dealership: null, cards }] : [];
  }
  return dealershipGroups(site, listed).map((group: DealershipGroup<Location>) => ({
    dealership: group.dealership
      ? {
          name: group.dealership.name,
          slug: group.dealership.slug,
          href: locationPagePath(group.dealership.slug),
          stockHref: site.features.location_stock_link
            ? `/search/${encodeURIComponent(group.dealership.slug)}`
            : null,
        }
      : null,
    cards: group.locations.map((location) => locationCard(site, location, now)),
  }));
}

/** The pages of the listed locations for the sitemap: the locator and `/locations/{slug}` each. */
export function locationSitemapPaths(
  site: Pick<PublicSiteConfig, 'locations' | 'location_order'>,
): string[] {
  return [
    LOCATOR_PATH,
    ...visibleLocations(site).map((location) => locationPagePath(location.slug)),
  ];
}
