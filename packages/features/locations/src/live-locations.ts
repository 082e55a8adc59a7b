import type { ApiClient, LiveLocation } from '@forecourt/api-client';
import type { Location } from '@forecourt/site-config';

/**
 * The site with its locations' live fields from the platform (`GET /api/sites/{slug}/locations`):
 * holiday hours (site-wide §3 Special hours) and the review aggregate (§3 Dealership ratings) as
 * the database holds them now, so a holiday added in the database reaches the location cards,
 * today's hours and the holiday-hours dialog without a site rebuild. Locations the platform does
 * not answer keep their built values; when the platform cannot be reached the built config is
 * used as it is (logged).
 */
export async function withLiveLocations<S extends { slug: string; locations: Location[] }>(
  site: S,
  api: Pick<ApiClient, 'locations'>,
): Promise<S> {
  let live: LiveLocation[];
  try {
    live = (await api.locations(site.slug)).locations;
  } catch (error) {
    console.error(`Loading the live locations of ${site.slug} failed`, error);
    return site;
  }
  return mergeLiveLocations(site, live);
}

/** {@link withLiveLocations} without the request: live fields laid over the built locations by id. */
export function mergeLiveLocations<S extends { locations: Location[] }>(
  site: S,
  live: readonly LiveLocation[],
): S {
  const byId = new Map(live.map((location) => [location.id, location]));
  return {
    ...site,
    locations: site.locations.map((location) => {
      const current = byId.get(location.id);
      if (!current) return location;
      return {
        ...location,
        special_hours: current.special_hours.map(({ hours, ...entry }) => ({
          ...entry,
          status: entry.status ?? 'Open',
          location_id: entry.location_id ?? null,
          ...(hours === undefined
            ? {}
            : { hours: hours && { begin: hours.begin ?? null, end: hours.end ?? null } }),
        })),
        average_rating: current.average_rating,
        review_count: current.review_count,
        reviews:
          current.review_count > 0
            ? { average_rating: current.average_rating, count: current.review_count }
            : location.reviews,
      } satisfies Location;
    }),
  };
}
