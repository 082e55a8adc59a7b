import { formatDate } from '@forecourt/format';
import {
  groupOpeningHours,
  type Location,
  type OpeningHourInput,
  type OpeningHoursOptions,
  type OpeningHoursRow,
  type PublicSiteConfig,
  specialHours,
  WEEKDAYS_LABEL,
} from '@forecourt/site-config';
import { telHref } from '@forecourt/site-shell';

/** The site fields the location views read. */
export type LocationSite = Pick<
  PublicSiteConfig,
  'layout' | 'features' | 'texts' | 'time_zone' | 'image_cdn' | 'dealerships'
> & { rules?: { show_location_ratings?: boolean } | null };

/** The path of a location's own page: `/locations/{slug}` (site-wide §2). */
export function locationPagePath(slug: string): string {
  return `/locations/${encodeURIComponent(slug)}`;
}

/**
 * The View Location link: the site's `layout.location_link` with `{slug}` replaced
 * (`/locations/{slug}` by default; manufacturer sites link to `/contact`, site-wide §2).
 */
export function locationHref(site: Pick<PublicSiteConfig, 'layout'>, location: Location): string {
  return site.layout.location_link.replaceAll('{slug}', encodeURIComponent(location.slug));
}

/**
 * The View Our Stock link: `/search/{location slug}` (site-wide §2), or the dealership's
 * `/search/{dealership_slug}` when given a dealership instead.
 */
export function stockHref(slug: string): string {
  return `/search/${encodeURIComponent(slug)}`;
}

/** A location sells cars: a sales location, or one of no particular type (site-wide §3). */
export function sellsCars(location: Pick<Location, 'location_type'>): boolean {
  return location.location_type === 'sales' || !location.location_type;
}

/**
 * Whether a location card offers View Our Stock (site-wide §2 "optionally View Our Stock"): the
 * site's `features.location_stock_link` is on and the location sells cars (a service or parts
 * centre has no stock to show).
 */
export function showsStockLink(
  site: Pick<PublicSiteConfig, 'features'>,
  location: Pick<Location, 'location_type'>,
): boolean {
  return site.features.location_stock_link && sellsCars(location);
}

/** The number to call: the contact phone, else the landline (site-wide §3 contact_detail). */
export function locationPhone(location: Location): string | null {
  return location.contact_detail.phone ?? location.contact_detail.landline_phone ?? null;
}

/** The address as lines: street, then `City STATE postcode`. Empty parts are left out. */
export function addressLines(location: Location): string[] {
  const { street, city, state, postcode } = location.address;
  const locality = [city, state, postcode].filter(Boolean).join(' ');
  return [street, locality].filter((line): line is string => !!line && line.trim() !== '');
}

/**
 * The opening hours options of a location (site-wide §4): By appointment only on a closed day
 * when the location says so, else when the site does; the site's own Closed / By appointment
 * only wording.
 */
export function openingHoursOptions(
  site: Pick<PublicSiteConfig, 'features' | 'texts'>,
  location: Pick<Location, 'closed_by_appointment'>,
): OpeningHoursOptions {
  return {
    closed_by_appointment: location.closed_by_appointment ?? site.features.closed_by_appointment,
    texts: { closed: site.texts.closed, by_appointment_only: site.texts.by_appointment_only },
  };
}

const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One formatter per time zone: building an Intl.DateTimeFormat per card cost page renders. */
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday (0 is Sunday) of `now` in a time zone. */
export function localWeekday(now: Date, timeZone: string): number {
  const name = weekdayFormat(timeZone).format(now);
  const index = DAY_LABELS.findIndex((label) => name.startsWith(label));
  return index === -1 ? now.getUTCDay() : index;
}

/**
 * Today's hours for a location card: today's row of the opening hours list (site-wide §4,
 * `groupOpeningHours`, so Closed / By appointment only read the same as in the list), today
 * taken in the site's time zone. `null` when the location has no hours.
 */
export function todaysHours(
  entries: readonly OpeningHourInput[],
  now: Date,
  timeZone: string,
  options: OpeningHoursOptions = {},
): string | null {
  const rows = groupOpeningHours(entries, options);
  const weekday = localWeekday(now, timeZone);
  const label = DAY_LABELS[weekday];
  const row =
    rows.find((candidate) => candidate.label === label) ??
    (weekday >= 1 && weekday <= 5
      ? rows.find((candidate) => candidate.label === WEEKDAYS_LABEL)
      : undefined);
  return row?.hours ?? null;
}

/** One row of the holiday-hours dialog: the date as shown and the hours (site-wide §2, §3). */
export interface HolidayHoursRow {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `25 December 2026` (site date format). */
  dateLabel: string;
  hours: string;
  closed: boolean;
}

/**
 * The holiday hours of a location from today on (site-wide §3 Special hours), in the site's time
 * zone, with the site's Closed wording and dates as `dd MMMM yyyy`.
 */
export function holidayHours(
  site: Pick<PublicSiteConfig, 'time_zone' | 'texts'>,
  location: Pick<Location, 'id' | 'special_hours'>,
  now: Date,
): HolidayHoursRow[] {
  return specialHours(location.special_hours, now, {
    time_zone: site.time_zone,
    location_id: location.id,
    texts: { closed: site.texts.closed },
  }).map((row) => ({
    date: row.date,
    dateLabel: formatDate(row.date) ?? row.date,
    hours: row.hours,
    closed: row.closed,
  }));
}

/**
 * Today's holiday hours of a location, when today (in the site's time zone) has a special hours
 * entry: they replace the weekly hours on the card (site-wide §3 Special hours), e.g. Closed on
 * Christmas Day. `null` on an ordinary day.
 */
export function todaysHolidayHours(
  site: Pick<PublicSiteConfig, 'time_zone' | 'texts'>,
  location: Pick<Location, 'id' | 'special_hours'>,
  now: Date,
): string | null {
  // en-CA formats a calendar day as YYYY-MM-DD, the form special hours rows carry.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.time_zone }).format(now);
  const row = specialHours(location.special_hours, now, {
    time_zone: site.time_zone,
    location_id: location.id,
    texts: { closed: site.texts.closed },
  }).find((candidate) => candidate.date === today);
  return row?.hours ?? null;
}

/** What a location card shows (site-wide §2 Our Locations carousel). */
export interface LocationCardData {
  id: number;
  name: string;
  /** View Location. */
  href: string;
  /** View Our Stock, when offered. */
  stockHref: string | null;
  imageUrl: string | null;
  addressLines: string[];
  phone: string | null;
  /** `tel:` link of the phone. */
  phoneHref: string | null;
  /** Today's hours, e.g. `8:00am - 5:30pm`, Closed or By appointment only. */
  todayHours: string | null;
  /** Set on the locator page after a postcode search: `12 km away`. */
  distance?: string | null;
  /** The location's rating where the site shows ratings (site config `rules.show_location_ratings`). */
  rating?: LocationRating | null;
}

/** A location's rating on its card: the average with one decimal and the review count. */
export interface LocationRating {
  /** `4.6` (site-wide §9 "The rating shows one decimal place"). */
  average: string;
  count: number;
}

/**
 * A location's rating (site-wide §3 Location reviews / average_rating, review_count): from the
 * `reviews` aggregate, else the location's own `average_rating` and `review_count` — from the
 * built config or, through `withLiveLocations`, the database. Null without an average or reviews.
 */
export function locationRating(
  location: Pick<Location, 'reviews' | 'average_rating' | 'review_count'>,
): LocationRating | null {
  const average = location.reviews?.average_rating ?? location.average_rating;
  const count = location.reviews?.count ?? location.review_count ?? 0;
  if (average === null || average === undefined || count <= 0) return null;
  return { average: Number(average).toFixed(1), count };
}

/** A location card's data (site-wide §2). */
export function locationCard(site: LocationSite, location: Location, now: Date): LocationCardData {
  const phone = locationPhone(location);
  return {
    id: location.id,
    name: location.name,
    href: locationHref(site, location),
    stockHref: showsStockLink(site, location) ? stockHref(location.slug) : null,
    imageUrl: location.image?.image.url ?? null,
    addressLines: addressLines(location),
    phone,
    phoneHref: phone ? telHref(phone) : null,
    todayHours:
      todaysHolidayHours(site, location, now) ??
      todaysHours(
        location.contact_detail.opening_hours,
        now,
        site.time_zone,
        openingHoursOptions(site, location),
      ),
    ...(site.rules?.show_location_ratings ? { rating: locationRating(location) } : {}),
  };
}

/** The opening hours list of a location (site-wide §4). */
export function locationOpeningHours(
  site: Pick<PublicSiteConfig, 'features' | 'texts'>,
  location: Location,
): OpeningHoursRow[] {
  return groupOpeningHours(
    location.contact_detail.opening_hours,
    openingHoursOptions(site, location),
  );
}
