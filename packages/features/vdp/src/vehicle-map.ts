import type { Car } from '@forecourt/api-client';
import type { PublicSiteConfig } from '@forecourt/site-config';
import { type MapPoint, mapLink } from '@forecourt/site-shell';

/** The vehicle page's map of where the car is (vehicle-stock §2 #vehicle-map). */
export interface VehicleMap {
  /** The car's yard, with coordinates. */
  point: MapPoint;
  /** Where Open in maps goes: the location's place_url, else its coordinates at zoom 10. */
  href: string | null;
}

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The map of the car's location on the vehicle page, where the site shows the map section
 * (`vdp_config.show_map_section`, site-wide §3): the coordinates of the car's location as the
 * API gives them, else those of the site's location with the car's location id. `null` — no map,
 * the section keeps the address — when the switch is off or no coordinates are known.
 */
export function vehicleMap(
  car: Pick<Car, 'location'>,
  site: Pick<PublicSiteConfig, 'vdp_config' | 'locations'>,
): VehicleMap | null {
  if (!site.vdp_config.show_map_section) return null;
  const location = car.location;
  if (!location) return null;
  const configured = site.locations.find((candidate) => candidate.id === location.id);
  const lat = coordinate(location.address?.lat) ?? configured?.address.lat ?? null;
  const long = coordinate(location.address?.long) ?? configured?.address.long ?? null;
  if (lat === null || long === null) return null;
  const label = textOf(location.name) ?? configured?.name ?? 'Vehicle location';
  const placeUrl = textOf(location.address?.place_url) ?? configured?.address.place_url ?? null;
  return { point: { label, lat, long }, href: mapLink(placeUrl, { lat, long }) };
}
