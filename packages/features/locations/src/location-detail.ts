import type { Location, PublicSiteConfig } from '@forecourt/site-config';
import {
  absoluteUrl,
  autoDealerJsonLd,
  configDealerLocation,
  type JsonLd,
  mapLink,
  siteLogoUrl,
  telHref,
} from '@forecourt/site-shell';
import { locationPoint } from './distance.ts';
import { hoursByType } from './hours-by-type.ts';
import {
  addressLines,
  holidayHours,
  type LocationSite,
  locationPhone,
  showsStockLink,
  stockHref,
} from './location-view.ts';
import type { LocationDetailData } from './ui/LocationDetail.tsx';

/**
 * A location's detail section (site-wide §2, §3): address, phone and its `tel:` link, dealer
 * licence number, Get directions (`place_url`, else its coordinates at zoom 10), View Our Stock
 * (when `showsStockLink`), hours by location type (its own type first) and holiday hours from
 * today. `listed` are the site's listed locations (for the dealership's other departments).
 */
export function locationDetail(
  site: LocationSite,
  location: Location,
  listed: readonly Location[],
  now: Date,
): LocationDetailData {
  const phone = locationPhone(location);
  const point = locationPoint(location);
  const tabs = hoursByType(site, location, listed);
  return {
    id: location.id,
    name: location.name,
    addressLines: addressLines(location),
    phone,
    phoneHref: phone ? telHref(phone) : null,
    dealerLicenceNumber: location.dealer_license_number,
    directionsHref: mapLink(location.address.place_url, point),
    stockHref: showsStockLink(site, location) ? stockHref(location.slug) : null,
    point: point ? { ...point, label: location.name } : null,
    hoursTabs: tabs,
    hoursTab: location.location_type || 'hours',
    holidayHours: holidayHours(site, location, now),
  };
}

/**
 * A location as a schema.org `AutoDealer` (site-shell's `autoDealerJsonLd`: address, geo,
 * telephone, openingHoursSpecification) named after the location, with its page as `url` and
 * `@id`, and its map link as `hasMap`.
 */
export function locationJsonLd(
  site: Pick<PublicSiteConfig, 'name' | 'phone' | 'theme' | 'logo'>,
  origin: string,
  location: Location,
  path: string,
): JsonLd {
  const url = absoluteUrl(origin, path);
  const dealer = autoDealerJsonLd(
    { name: location.name, phone: site.phone, logo: siteLogoUrl(site) },
    origin,
    configDealerLocation(location),
  );
  const map = mapLink(location.address.place_url, locationPoint(location));
  return {
    ...dealer,
    '@id': `${url}#dealer`,
    url,
    ...(map ? { hasMap: map } : {}),
    ...(location.dealer_license_number ? { identifier: location.dealer_license_number } : {}),
  };
}

/** JSON-LD objects as one `@graph` (one script element for several dealers). */
export function jsonLdGraph(items: readonly JsonLd[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': items.map(({ '@context': _context, ...rest }) => rest),
  };
}
