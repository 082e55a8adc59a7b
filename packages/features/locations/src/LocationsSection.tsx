import { type PublicSiteConfig, visibleLocations } from '@forecourt/site-config';
import { useSite } from '@forecourt/site-shell';
import { cx } from '@forecourt/ui-kit';
import { type LocationCardData, locationCard } from './location-view.ts';
import { locationsView } from './locations-layout.ts';
import { LocationCards, type LocationCardsTranslations } from './ui/LocationCards.tsx';

/**
 * The cards of the home page's locations section, for a loader: the site's listed locations
 * (visible, de-duplicated, in the site's order, site-wide §5) with today's hours at `now`.
 * Built on the server so the page does not need the locations' details in its JavaScript (the
 * browser's site config has no `locations`) and today's hours are those the server
 * rendered, also across midnight.
 */
export function locationsSectionCards(
  site: PublicSiteConfig,
  now: Date = new Date(),
): LocationCardData[] {
  return visibleLocations(site).map((location) => locationCard(site, location, now));
}

export interface LocationsSectionProps {
  /** The loader's {@link locationsSectionCards}. */
  cards: LocationCardData[];
  /** Default `Our Locations` (site-wide §2). */
  heading?: string;
  className?: string;
  translations?: Partial<LocationCardsTranslations>;
}

/**
 * The home page's locations section a template drops in: the loader's location cards as the Our
 * Locations carousel or the location grid, as `site.layout.locations_view` says (site-wide §2).
 * Nothing when the site lists none.
 */
export function LocationsSection({
  cards,
  heading = 'Our Locations',
  className,
  translations,
}: LocationsSectionProps) {
  const site = useSite();
  if (cards.length === 0) return null;
  return (
    // Not a landmark of its own: the carousel (a region) already carries the heading's name.
    <div className={cx('section fc-locations-section', className)}>
      <h2>{heading}</h2>
      <LocationCards
        view={locationsView(site)}
        locations={cards}
        cdnBaseUrl={site.image_cdn.base_url}
        translations={{ label: heading, ...translations }}
      />
    </div>
  );
}
