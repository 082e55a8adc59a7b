import type { Car } from '@forecourt/api-client';
import { readCookie } from '@forecourt/site-shell';

// ---------------------------------------------------------------------------------------------
// Share row (vehicle-stock §2, §4, §9; site-wide §4).
// ---------------------------------------------------------------------------------------------

/** How long the copy button reads Copied (vehicle-stock §4, §9). */
export const COPIED_NOTICE_MS = 1500;
/** How long the copy-link toast stays (site-wide §4 "for about 3 seconds"). */
export const COPY_TOAST_MS = 3000;
/** The share popup's size (vehicle-stock §9). */
export const SHARE_POPUP_SIZE = { width: 550, height: 400 } as const;

/** The copy-link toast (site-wide §4). */
export function copiedToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/** A share channel of the row (vehicle-stock §9). */
export type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export interface ShareLink {
  channel: ShareChannel;
  /** The link's accessible name, e.g. `Share on Facebook`. */
  label: string;
  href: string;
  /** Opens in the 550×400 share popup (the web channels); mail and SMS open the shopper's app. */
  popup: boolean;
}

/** Which channels a site shows: Facebook and Twitter can be switched off (vehicle-stock §9). */
export interface ShareChannels {
  facebook: boolean;
  twitter: boolean;
}

/**
 * The share row's links for a vehicle page address (vehicle-stock §2 "/cars/{slug} ... also the
 * URL used for sharing", §9 channels): Facebook and Twitter/X where the site shows them, then
 * WhatsApp, email and SMS. Copy link is the row's button, not a link.
 */
export function shareLinks(url: string, title: string, channels: ShareChannels): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const body = encodeURIComponent(`${title} ${url}`);
  const links: ShareLink[] = [];
  if (channels.facebook) {
    links.push({
      channel: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      popup: true,
    });
  }
  if (channels.twitter) {
    links.push({
      channel: 'twitter',
      label: 'Share on X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
      popup: true,
    });
  }
  links.push(
    {
      channel: 'whatsapp',
      label: 'Share on WhatsApp',
      href: `https://wa.me/?text=${body}`,
      popup: true,
    },
    {
      channel: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${text}&body=${body}`,
      popup: false,
    },
    { channel: 'sms', label: 'Share by SMS', href: `sms:?&body=${body}`, popup: false },
  );
  return links;
}

/** `window.open` features of the share popup: 550×400, centred on the shopper's window. */
export function sharePopupFeatures(window: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = SHARE_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}

// ---------------------------------------------------------------------------------------------
// Print (vehicle-stock §2 /print, §4, §7, §8).
// ---------------------------------------------------------------------------------------------

/** The printable vehicle page (vehicle-stock §2 "/print?car_id={slug}"). */
export function printPageHref(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`;
}

/** The PDF's file name (vehicle-stock §7 "downloaded as {slug}.pdf"). */
export function printPdfFileName(slug: string): string {
  return `${slug}.pdf`;
}

/** The server's PDF route for the car, priced as this site shows it. */
export function printPdfHref(slug: string, site: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/print.pdf?site=${encodeURIComponent(site)}`;
}

/** Alert text when the PDF cannot be made: the server's message, else a general one (§8). */
export const PRINT_PDF_FAILED_MESSAGE = 'Sorry, we could not prepare the PDF. Please try again.';

/**
 * Fetches the PDF and hands it to the browser as `{slug}.pdf` (vehicle-stock §4 preparing state
 * while downloading, §7). Resolves when the download has been handed over; rejects with the
 * server's message (its JSON `error`) or {@link PRINT_PDF_FAILED_MESSAGE}.
 */
export async function fetchPrintPdf(href: string, fetcher: typeof fetch = fetch): Promise<Blob> {
  let response: Response;
  try {
    response = await fetcher(href, { headers: { accept: 'application/pdf' } });
  } catch {
    throw new Error(PRINT_PDF_FAILED_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(
      typeof body?.error === 'string' && body.error.trim() ? body.error : PRINT_PDF_FAILED_MESSAGE,
    );
  }
  return response.blob();
}

// ---------------------------------------------------------------------------------------------
// Test drive booking times (vehicle-stock §5, §7): shown in the location's time zone.
// ---------------------------------------------------------------------------------------------

/** A choosable booking day: `value` is `YYYY-MM-DD`, `label` e.g. `Thursday 26 November`. */
export interface BookingDay {
  value: string;
  label: string;
  times: { value: string; label: string }[];
}

/** `09:30` → `9:30 am`, `13:00` → `1:00 pm` (the location's wall-clock time). */
export function bookingTimeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** `2026-11-26` → `Thursday 26 November` (a calendar date, no time zone shift). */
export function bookingDayLabel(date: string): string {
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, mo - 1, d)));
}

/** `Australia/Brisbane` → `Brisbane time`: how the form says which clock the times are on. */
export function timeZoneLabel(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return `${city} time`;
}

/** The days with at least one free slot, with their labels (the appointment-slots answer). */
export function bookingDays(
  days: readonly { date: string; slots: readonly string[] }[],
): BookingDay[] {
  return days
    .filter((day) => day.slots.length > 0)
    .map((day) => ({
      value: day.date,
      label: bookingDayLabel(day.date),
      times: day.slots.map((slot) => ({ value: slot, label: bookingTimeLabel(slot) })),
    }));
}

// ---------------------------------------------------------------------------------------------
// Car-location announcement bar (vehicle-stock §2, §4).
// ---------------------------------------------------------------------------------------------

/** The cookie that remembers the dismissed bar, so the server leaves it out (no flash). */
export const CAR_LOCATION_BAR_COOKIE = 'fc_car_location_bar';
/** Remembered for a year. */
export const CAR_LOCATION_BAR_MAX_AGE = 60 * 60 * 24 * 365;

/** Whether the request's cookies say the bar was dismissed. */
export function isCarLocationBarDismissed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, CAR_LOCATION_BAR_COOKIE) === 'dismissed';
}

/** The `document.cookie` assignment that remembers a dismissal. */
export function carLocationBarDismissCookie(): string {
  return `${CAR_LOCATION_BAR_COOKIE}=dismissed; Path=/; Max-Age=${CAR_LOCATION_BAR_MAX_AGE}; SameSite=Lax`;
}

/** The bar's text: where the car is (vehicle-stock §2 location, city and state or location name). */
export function carLocationAnnouncement(
  car: Pick<Car, 'location' | 'city' | 'state'>,
): string | null {
  const name = car.location?.name?.trim() || null;
  const place = [car.city ?? car.location?.address.city, car.state ?? car.location?.address.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  if (!name && !place) return null;
  const where = name && place ? `${name}, ${place}` : (name ?? place);
  return `This vehicle is located at ${where}.`;
}

/** The distribution locations of the car's dealer location (site-wide §3 Location). */
export function distributionLocations(car: Pick<Car, 'location'>): string[] {
  return (car.location?.distribution_locations ?? []).filter(
    (name): name is string => typeof name === 'string' && name.trim() !== '',
  );
}

// ---------------------------------------------------------------------------------------------
// What the vehicle page's loader hands the actions row.
// ---------------------------------------------------------------------------------------------

/** The site switches the actions read (site-config `features`). */
export interface VehicleActionsSite {
  slug: string;
  features: {
    share: boolean;
    share_facebook: boolean;
    share_twitter: boolean;
    print: boolean;
    request_photos: boolean;
    test_drive_booking: boolean;
    terms_required: boolean;
    announcement_bar: boolean;
  };
}

/** The vehicle page's test drive, request photos, share, print and location bar (props only). */
export interface VehicleActionsView {
  slug: string;
  carId: number;
  title: string;
  siteSlug: string;
  testDrive: {
    /** The location whose appointment slots to offer; null when the site books no times. */
    bookingLocationId: number | null;
    distributionLocations: string[];
    termsRequired: boolean;
  };
  requestPhotos: boolean;
  share: { url: string; links: ShareLink[] } | null;
  print: { pageHref: string; pdfHref: string; fileName: string } | null;
  /** The announcement bar's text, or null when off, unknown or dismissed. */
  locationBar: string | null;
}

/**
 * What the vehicle page shows of the dialogs, share row, print and the location bar for an
 * in-stock car (vehicle-stock §2): read from the site's switches and the car.
 */
export function vehicleActionsView(
  car: Car,
  site: VehicleActionsSite,
  options: { title: string; shareUrl: string; locationBarDismissed: boolean },
): VehicleActionsView {
  const f = site.features;
  return {
    slug: car.slug,
    carId: car.id,
    title: options.title,
    siteSlug: site.slug,
    testDrive: {
      bookingLocationId: f.test_drive_booking ? (car.location?.id ?? null) : null,
      distributionLocations: distributionLocations(car),
      termsRequired: f.terms_required,
    },
    requestPhotos: f.request_photos,
    share: f.share
      ? {
          url: options.shareUrl,
          links: shareLinks(options.shareUrl, options.title, {
            facebook: f.share_facebook,
            twitter: f.share_twitter,
          }),
        }
      : null,
    print: f.print
      ? {
          pageHref: printPageHref(car.slug),
          pdfHref: printPdfHref(car.slug, site.slug),
          fileName: printPdfFileName(car.slug),
        }
      : null,
    locationBar:
      f.announcement_bar && !options.locationBarDismissed ? carLocationAnnouncement(car) : null,
  };
}

/** The printable page's dealer lines: dealership or location name, address, phone (§2 /print). */
export function printableDealer(car: Pick<Car, 'location' | 'dealership_name'>): {
  name: string | null;
  address: string | null;
  phone: string | null;
} {
  const location = car.location;
  const address = location
    ? [
        location.address.street,
        [location.address.city, location.address.state, location.address.postcode]
          .filter((part) => part?.trim())
          .join(' '),
      ]
        .filter((part) => part?.trim())
        .join(', ')
    : '';
  const names = [car.dealership_name, location?.name].filter((part) => part?.trim());
  return {
    name: names.length > 0 ? [...new Set(names)].join(' – ') : null,
    address: address || null,
    phone: location?.phone?.trim() || null,
  };
}
