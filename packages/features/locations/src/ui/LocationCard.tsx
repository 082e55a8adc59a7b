import { Card, cx, Icon, Image, Link } from '@forecourt/ui-kit';
import { Clock, MapPin, Phone } from '@forecourt/ui-kit/icons';
import type { LocationCardData } from '../location-view.ts';

export interface LocationCardClassNames {
  root: string;
  address: string;
  phone: string;
  today: string;
  distance: string;
  actions: string;
  viewLocation: string;
  viewStock: string;
}

export interface LocationCardTranslations {
  /** Default `View Location` (site-wide §2). */
  viewLocation: string;
  /** Default `View Our Stock` (site-wide §2). */
  viewStock: string;
  /** Before today's hours (default `Today`). */
  today: string;
  /** Before the phone number (default `Phone`). */
  phone: string;
}

export interface LocationCardProps {
  location: LocationCardData;
  /** The heading level of the location's name (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The site's `image_cdn.base_url`. */
  cdnBaseUrl?: string | null;
  /** Load the image eagerly (the first cards above the fold). */
  priority?: boolean;
  className?: string;
  classNames?: Partial<LocationCardClassNames>;
  translations?: Partial<LocationCardTranslations>;
}

/**
 * A location card (site-wide §2 Our Locations carousel): image, name, address, phone, today's
 * hours, the distance after a postcode search, View Location and optionally View Our Stock. The
 * links name the location for screen readers (`View Location: <name>`).
 */
export function LocationCard({
  location,
  headingLevel = 3,
  cdnBaseUrl,
  priority = false,
  className,
  classNames,
  translations,
}: LocationCardProps) {
  const t: LocationCardTranslations = {
    viewLocation: 'View Location',
    viewStock: 'View Our Stock',
    today: 'Today',
    phone: 'Phone',
    ...translations,
  };
  return (
    <Card
      title={location.name}
      headingLevel={headingLevel}
      variant="outlined"
      className={cx('fc-location-card', className, classNames?.root)}
      media={
        <Image
          src={location.imageUrl}
          alt=""
          width={640}
          height={400}
          cdnBaseUrl={cdnBaseUrl}
          priority={priority}
        />
      }
      footer={
        <div className={cx('fc-location-card__actions', classNames?.actions)}>
          <Link
            variant="button"
            className={cx('fc-location-card__view', classNames?.viewLocation)}
            href={location.href}
            aria-label={`${t.viewLocation}: ${location.name}`}
          >
            {t.viewLocation}
          </Link>
          {location.stockHref && (
            <Link
              variant="standalone"
              className={cx('fc-location-card__stock', classNames?.viewStock)}
              href={location.stockHref}
              aria-label={`${t.viewStock}: ${location.name}`}
            >
              {t.viewStock}
            </Link>
          )}
        </div>
      }
    >
      {location.distance && (
        <p className={cx('fc-location-card__distance', classNames?.distance)}>
          {location.distance}
        </p>
      )}
      {location.addressLines.length > 0 && (
        <address className={cx('fc-location-card__address', classNames?.address)}>
          <Icon icon={MapPin} size={16} />
          <span>
            {location.addressLines.map((line, index) => (
              <span key={line} className="fc-location-card__address-line">
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </span>
        </address>
      )}
      {location.phone && location.phoneHref && (
        <p className={cx('fc-location-card__phone', classNames?.phone)}>
          <Icon icon={Phone} size={16} />
          <span className="fc-visually-hidden">{t.phone}: </span>
          <a href={location.phoneHref}>{location.phone}</a>
        </p>
      )}
      {location.rating && (
        <p className="fc-location-card__rating">
          {location.rating.average} ★ ({location.rating.count}{' '}
          {location.rating.count === 1 ? 'review' : 'reviews'})
        </p>
      )}
      {location.todayHours && (
        <p className={cx('fc-location-card__today', classNames?.today)}>
          <Icon icon={Clock} size={16} />
          <span>
            {t.today}: {location.todayHours}
          </span>
        </p>
      )}
    </Card>
  );
}
