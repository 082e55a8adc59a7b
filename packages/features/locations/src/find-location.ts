import type { Dealership, Location, PublicSiteConfig } from '@forecourt/site-config';
import { visibleLocations } from '@forecourt/site-config';

/** What `/locations/{slug}` names: one location, or a dealership and its locations. */
export type LocationPageMatch =
  | { kind: 'location'; location: Location; locations: Location[] }
  | { kind: 'dealership'; dealership: Dealership; location: Location; locations: Location[] };

/**
 * The location page's subject (site-wide §2 "/locations/{slug} (the location's own slug or its
 * dealership slug)"): a listed location (visible, not a duplicate, site-wide §5) by its own slug,
 * else a dealership by its slug with its listed locations (its primary location first). `null`
 * (a 404) for anything else, a hidden location or a dealership with no listed location.
 * `locations` are all listed locations of the site, for the hours-by-type tabs.
 */
export function findLocationPage(
  site: Pick<PublicSiteConfig, 'locations' | 'location_order' | 'dealerships'>,
  slug: string,
): LocationPageMatch | null {
  const listed = visibleLocations(site);
  const wanted = slug.trim().toLowerCase();
  const location = listed.find((candidate) => candidate.slug.toLowerCase() === wanted);
  if (location) return { kind: 'location', location, locations: listed };
  const dealership = site.dealerships.find((candidate) => candidate.slug.toLowerCase() === wanted);
  if (!dealership) return null;
  const own = listed
    .filter((candidate) => candidate.dealership_id === dealership.id)
    .sort((a, b) => Number(b.primary) - Number(a.primary));
  const first = own[0];
  if (!first) return null;
  return { kind: 'dealership', dealership, location: first, locations: listed };
}
