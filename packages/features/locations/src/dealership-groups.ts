import type { Dealership, Location, PublicSiteConfig } from '@forecourt/site-config';

/** A dealership and its listed locations; `dealership` is null for the one group of a single-dealership site. */
export interface DealershipGroup<L extends Pick<Location, 'dealership_id'> = Location> {
  dealership: Dealership | null;
  locations: L[];
}

/**
 * The locator's groups (site-wide §2 /dealerships, /dealer-locator): on a site with more than one
 * dealership, one group per dealership in the site's dealership order, each with its locations
 * in listed order (the order `visibleLocations` gave); locations of no known dealership come last
 * in a group without a dealership. A single-dealership site has one group. Empty groups are
 * dropped.
 */
export function dealershipGroups<L extends Pick<Location, 'dealership_id'>>(
  site: Pick<PublicSiteConfig, 'dealerships'>,
  locations: readonly L[],
): DealershipGroup<L>[] {
  if (site.dealerships.length <= 1) {
    return locations.length ? [{ dealership: null, locations: [...locations] }] : [];
  }
  const known = new Set(site.dealerships.map((dealership) => dealership.id));
  const groups: DealershipGroup<L>[] = site.dealerships.map((dealership) => ({
    dealership,
    locations: locations.filter((location) => location.dealership_id === dealership.id),
  }));
  groups.push({
    dealership: null,
    locations: locations.filter(
      (location) => location.dealership_id === null || !known.has(location.dealership_id),
    ),
  });
  return groups.filter((group) => group.locations.length > 0);
}
