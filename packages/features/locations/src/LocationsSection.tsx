import { visibleLocations } from '@forecourt/site-config';
import { useSite } from '@forecourt/site-shell';
import { cx } from '@forecourt/ui-kit';
import { locationCard } from './location-view.ts';
import { locationsView } from './locations-layout.ts';
import { LocationCards, type LocationCardsTranslations } from './ui/LocationCards.tsx';

export interface LocationsSectionProps {
  /** Default `Our Locations` (site-wide §2). */
  heading?: string;
  /** "Now" for today's hours; the current time by default. */
  now?: Date;
  className?: string;
  translations?: Partial<LocationCardsTranslations>;
}

/**
 * The home page's locations section a template drops in: the site's listed locations (visible,
 * de-duplicated, in the site's order, site-wide §5) as the Our Locations carousel or the location
 * grid, as `site.layout.locations_view` says (site-wide §2). Nothing when the site lists none.
 */
export function LocationsSection({
  heading = 'Our Locations',
  now,
  className,
  translations,
}: LocationsSectionProps) {
  const site = useSite();
  const today = now ?? new Date();
  const cards = visibleLocations(site).map((location) => locationCard(site, location, today));
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
