import type { PublicSiteConfig } from '@forecourt/site-config';

/** How a site lists its locations (site-wide §2 Our Locations carousel, location grid). */
export const LOCATIONS_VIEWS = ['carousel', 'grid'] as const;

/** A locations view: the Our Locations carousel or the location grid. */
export type LocationsView = (typeof LOCATIONS_VIEWS)[number];

/**
 * The site's locations view: `site.layout.locations_view` (site-wide §2). The one place the
 * switch is read; `LocationsSection` and the locator page both ask here.
 */
export function locationsView(site: Pick<PublicSiteConfig, 'layout'>): LocationsView {
  return site.layout.locations_view === 'grid' ? 'grid' : 'carousel';
}

/**
 * Location grid columns on large screens (site-wide §2): 3 per row at exactly 6 locations
 * (two even rows), 4 per row above 3 locations, otherwise 3.
 */
export function locationGridColumns(count: number): 3 | 4 {
  if (count === 6) return 3;
  return count > 3 ? 4 : 3;
}

/**
 * Our Locations carousel cards visible at once on large screens (site-wide §9 "Location
 * carousel: more than 4 slides gets a five-column layout"): 5 above 4 slides, otherwise 4.
 */
export function locationCarouselColumns(count: number): 4 | 5 {
  return count > 4 ? 5 : 4;
}

/**
 * Whether the Our Locations carousel shows its Swipe hint on large screens (site-wide §2 "A Swipe
 * hint shows when there are 3 or fewer cards on large screens"): 1 to 3 cards.
 */
export function showsSwipeHint(count: number): boolean {
  return count > 0 && count <= 3;
}
