import type { MapPoint } from '@forecourt/site-shell';
import { StaticMap } from '@forecourt/site-shell';
import { cx, Icon, Link } from '@forecourt/ui-kit';
import { MapPin } from '@forecourt/ui-kit/icons';
import type { HoursTab } from '../hours-by-type.ts';
import type { HolidayHoursRow } from '../location-view.ts';
import { HolidayHoursDialog } from './HolidayHoursDialog.tsx';
import { HoursTabs } from './HoursTabs.tsx';

/** What a location's detail section shows (site-wide §2, §3). */
export interface LocationDetailData {
  id: number;
  name: string;
  addressLines: string[];
  phone: string | null;
  phoneHref: string | null;
  dealerLicenceNumber: string | null;
  /** Get directions: `place_url`, else the coordinates at zoom 10 (site-wide §9). */
  directionsHref: string | null;
  /** View Our Stock. */
  stockHref: string | null;
  /** The map's marker, when the location has coordinates. */
  point: MapPoint | null;
  hoursTabs: HoursTab[];
  /** The tab shown first: the location's own type. */
  hoursTab: string;
  holidayHours: HolidayHoursRow[];
}

export interface LocationDetailClassNames {
  root: string;
  contact: string;
  hours: string;
  map: string;
}

export interface LocationDetailTranslations {
  address: string;
  phone: string;
  licence: string;
  directions: string;
  viewStock: string;
  hours: string;
  coordinates: string;
}

export interface LocationDetailProps {
  location: LocationDetailData;
  /** The level of the location's name (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
  classNames?: Partial<LocationDetailClassNames>;
  translations?: Partial<LocationDetailTranslations>;
}

/**
 * One location in full (site-wide §2 location detail page): address, phone (`tel:` link), dealer
 * licence number, Get directions, View Our Stock, opening hours by location type, the
 * holiday-hours dialog and an accessible static map.
 */
export function LocationDetail({
  location,
  headingLevel = 2,
  className,
  classNames,
  translations,
}: LocationDetailProps) {
  const t: LocationDetailTranslations = {
    address: 'Address',
    phone: 'Phone',
    licence: 'Dealer licence',
    directions: 'Get directions',
    viewStock: 'View Our Stock',
    hours: 'Opening hours',
    coordinates: 'Coordinates',
    ...translations,
  };
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const headingId = `location-${location.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={cx('fc-location-detail', className, classNames?.root)}
    >
      <Heading id={headingId}>{location.name}</Heading>
      <div className={cx('fc-location-detail__contact', classNames?.contact)}>
        <dl className="fc-location-detail__facts">
          {location.addressLines.length > 0 && (
            <div>
              <dt>{t.address}</dt>
              <dd>
                <address>
                  {location.addressLines.map((line, index) => (
                    <span key={line}>
                      {index > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          )}
          {location.phone && location.phoneHref && (
            <div>
              <dt>{t.phone}</dt>
              <dd>
                <a href={location.phoneHref}>{location.phone}</a>
              </dd>
            </div>
          )}
          {location.dealerLicenceNumber && (
            <div>
              <dt>{t.licence}</dt>
              <dd>{location.dealerLicenceNumber}</dd>
            </div>
          )}
        </dl>
        <p className="fc-location-detail__actions">
          {location.directionsHref && (
            <Link href={location.directionsHref} external variant="button">
              <Icon icon={MapPin} size={18} /> {t.directions}
            </Link>
          )}
          {location.stockHref && (
            <Link href={location.stockHref} variant="standalone">
              {t.viewStock}
            </Link>
          )}
        </p>
      </div>
      <div className={cx('fc-location-detail__hours', classNames?.hours)}>
        <SubHeading>{t.hours}</SubHeading>
        <HoursTabs tabs={location.hoursTabs} defaultValue={location.hoursTab} />
        <HolidayHoursDialog rows={location.holidayHours} />
      </div>
      {location.point && (
        <StaticMap
          className={cx('fc-location-detail__map', classNames?.map)}
          points={[location.point]}
          href={location.directionsHref}
          caption={
            <span>
              {location.addressLines.join(', ')}
              <br />
              <span className="fc-static-map__coordinates">
                {t.coordinates}: {location.point.lat.toFixed(5)}, {location.point.long.toFixed(5)}
              </span>{' '}
            </span>
          }
        />
      )}
    </section>
  );
}
