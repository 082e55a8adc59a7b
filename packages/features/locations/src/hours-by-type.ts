import type { Location, OpeningHoursRow, PublicSiteConfig } from '@forecourt/site-config';
import { locationOpeningHours } from './location-view.ts';

/** Tab labels of the location types (site-wide §3 location_type: sales, service, parts…). */
export const LOCATION_TYPE_LABELS: Readonly<Record<string, string>> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  'service-and-parts': 'Service & Parts',
  '': 'Opening hours',
};

const TYPE_ORDER = ['sales', 'service', 'parts', 'service-and-parts', ''];

/** One tab of the hours by location type. */
export interface HoursTab {
  /** The location type (`''` for none). */
  value: string;
  label: string;
  /** The location whose hours the tab shows. */
  locationName: string;
  rows: OpeningHoursRow[];
}

/**
 * Opening hours by location type for a location page (site-wide §2 "Location detail page with
 * tabbed opening hours by location type"): the page's location and the other locations of its
 * dealership, one tab per type (sales, service, parts, service-and-parts, then untyped), the
 * first location of each type; the page's own location's type first-chosen. `locations` are the
 * listed (visible, de-duplicated) locations.
 */
export function hoursByType(
  site: Pick<PublicSiteConfig, 'features' | 'texts'>,
  location: Location,
  locations: readonly Location[],
): HoursTab[] {
  const siblings =
    location.dealership_id === null
      ? [location]
      : locations.filter((other) => other.dealership_id === location.dealership_id);
  const byType = new Map<string, Location>();
  for (const candidate of [location, ...siblings]) {
    const type = candidate.location_type ?? '';
    if (!byType.has(type)) byType.set(type, candidate);
  }
  return TYPE_ORDER.flatMap((type) => {
    const found = byType.get(type);
    if (!found) return [];
    return [
      {
        value: type || 'hours',
        label: LOCATION_TYPE_LABELS[type] ?? type,
        locationName: found.name,
        rows: locationOpeningHours(site, found),
      },
    ];
  });
}
