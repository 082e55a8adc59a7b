import type { Car } from '@forecourt/api-client';
import { type PriceDisplaySite, salePrice, subscriptionPrice } from '@forecourt/pricing';
import type { Location, OpeningHourInput } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

/** What every page states about itself: `<title>`, meta description and canonical URL. */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Keep the page out of search results (e.g. /success). */
  noindex?: boolean;
}

/**
 * The origin canonical URLs use: the site's own `url` from its config (the production domain,
 * so a page reached on `<slug>.localhost` or a second domain names one address), else the
 * origin the request came in on.
 */
export function canonicalOrigin(siteUrl: string | null, requestUrl: string): string {
  const base = siteUrl ? new URL(siteUrl) : new URL(requestUrl);
  return base.origin;
}

/** The canonical URL of a path on the site. */
export function canonicalUrl(siteUrl: string | null, requestUrl: string, path: string): string {
  return new URL(path, `${canonicalOrigin(siteUrl, requestUrl)}/`).href;
}

/** React Router meta descriptors for a page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The `<title>` and robots rule of an error page (a loader threw: not found or failed). */
export function errorMeta(error: unknown, siteName: string): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${siteName}` },
    { name: 'robots', content: 'noindex' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Sharing tags (Open Graph, Twitter) and structured data (schema.org JSON-LD).
// ---------------------------------------------------------------------------------------------

/** An image to share: an absolute URL, with its size and alt text when known. */
export interface ShareImage {
  url: string;
  /** Pixels; emitted as og:image:width / og:image:height only when known (the API sends no size). */
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

/** What a shared link previews with (Open Graph and Twitter cards). */
export interface ShareInfo {
  /** `product` on vehicle pages, else `website`. */
  type: 'website' | 'product';
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  siteName: string;
  image?: ShareImage | null;
  /** The car's shown price in AUD (vehicle pages with a displayable price). */
  priceAud?: number | null;
}

/** Open Graph tags: og:type, title, description, url, site_name, locale, image; product price. */
export function openGraphTags(share: ShareInfo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: 'og:type', content: share.type },
    { property: 'og:title', content: share.title },
    { property: 'og:description', content: share.description },
    { property: 'og:url', content: share.url },
    { property: 'og:site_name', content: share.siteName },
    { property: 'og:locale', content: 'en_AU' },
  ];
  const image = share.image;
  if (image) {
    tags.push({ property: 'og:image', content: image.url });
    if (image.url.startsWith('https:')) {
      tags.push({ property: 'og:image:secure_url', content: image.url });
    }
    if (image.width && image.height) {
      tags.push(
        { property: 'og:image:width', content: String(image.width) },
        { property: 'og:image:height', content: String(image.height) },
      );
    }
    if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
  }
  if (share.type === 'product' && typeof share.priceAud === 'number') {
    tags.push(
      { property: 'product:price:amount', content: share.priceAud.toFixed(2) },
      { property: 'product:price:currency', content: 'AUD' },
    );
  }
  return tags;
}

/** Twitter card tags: a large-image summary when there is an image. */
export function twitterTags(share: ShareInfo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { name: 'twitter:card', content: share.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: share.title },
    { name: 'twitter:description', content: share.description },
  ];
  if (share.image) {
    tags.push({ name: 'twitter:image', content: share.image.url });
    if (share.image.alt) tags.push({ name: 'twitter:image:alt', content: share.image.alt });
  }
  return tags;
}

/** A page's full meta: title, description, canonical, Open Graph and Twitter tags. */
export function shareMeta(
  seo: PageSeo,
  share: Omit<ShareInfo, 'title' | 'description' | 'url'>,
): MetaDescriptor[] {
  const info: ShareInfo = {
    ...share,
    title: seo.title,
    description: seo.description,
    url: seo.canonical,
  };
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...openGraphTags(info),
    ...twitterTags(info),
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** A JSON-LD object. */
export type JsonLd = { [key: string]: unknown };

const JSON_LD_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<`, `>` and `&` written as
 * `\u003c`, `\u003e`, `\u0026` (still the same JSON), so dealer text such as `</script>` cannot
 * close the element.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => JSON_LD_ESCAPES[char] ?? char,
  );
}

const SCHEMA = 'https://schema.org';

const clean = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Drops `null` and `undefined` fields (JSON-LD leaves unknown facts out). */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** An absolute URL for a path or URL, on the canonical origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}

/** The site fields the structured data reads. */
export interface JsonLdSite extends PriceDisplaySite {
  name: string;
  phone: string | null;
}

/** A dealership location as the structured data needs it (from the site config or a car). */
export interface DealerLocation {
  name?: string | null;
  phone?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  lat?: number | null;
  long?: number | null;
  openingHours?: readonly OpeningHourInput[];
}

/** A car's location (API `car.location`) as a dealer location. */
export function carDealerLocation(location: Car['location']): DealerLocation | null {
  if (!location) return null;
  return { name: location.name, phone: location.phone, ...location.address };
}

/** A site config location as a dealer location. */
export function configDealerLocation(location: Location): DealerLocation {
  return {
    name: location.name,
    phone: location.contact_detail.phone ?? location.contact_detail.landline_phone,
    ...location.address,
    openingHours: location.contact_detail.opening_hours,
  };
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Opening hours with an `open` and `close` time (`08:30`) as schema.org specifications. */
function openingHoursSpecification(entries: readonly OpeningHourInput[]): JsonLd[] {
  return entries.flatMap((entry) => {
    const status = entry.status?.trim().toLowerCase() ?? 'open';
    const open = entry.open?.trim().match(TIME);
    const close = entry.close?.trim().match(TIME);
    if ((status !== '' && status !== 'open') || !open || !close) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `${SCHEMA}/${DAY_NAMES[entry.weekday]}`,
        opens: `${open[1]?.padStart(2, '0')}:${open[2]}`,
        closes: `${close[1]?.padStart(2, '0')}:${close[2]}`,
      },
    ];
  });
}

/**
 * The dealership as a schema.org `AutoDealer`: name, url (the canonical home page), telephone,
 * `PostalAddress` (country AU), `GeoCoordinates` and opening hours when the location has them.
 */
export function autoDealerJsonLd(
  site: Pick<JsonLdSite, 'name' | 'phone'> & { logo?: string | null },
  origin: string,
  location: DealerLocation | null,
): JsonLd {
  const address = location
    ? compact({
        '@type': 'PostalAddress',
        streetAddress: clean(location.street),
        addressLocality: clean(location.city),
        addressRegion: clean(location.state),
        postalCode: clean(location.postcode),
        addressCountry: 'AU',
      })
    : null;
  const hours = openingHoursSpecification(location?.openingHours ?? []);
  return compact({
    '@context': SCHEMA,
    '@type': 'AutoDealer',
    name: site.name,
    url: absoluteUrl(origin, '/'),
    logo: site.logo ? absoluteUrl(origin, site.logo) : null,
    telephone: clean(location?.phone) ?? clean(site.phone),
    address,
    geo:
      typeof location?.lat === 'number' && typeof location.long === 'number'
        ? { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.long }
        : null,
    openingHoursSpecification: hours.length > 0 ? hours : null,
  });
}

/** The home page's schema.org `WebSite`, with its search (`/search?query=`) as a SearchAction. */
export function webSiteJsonLd(siteName: string, origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(origin, '/search')}?query={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One breadcrumb: its name and path or URL (the current page may have none). */
export interface BreadcrumbInput {
  name: string;
  href?: string | null;
}

/** A schema.org `BreadcrumbList`; the last crumb without an href gets `currentUrl`. */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbInput[],
  origin: string,
  currentUrl?: string,
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const href = item.href ?? (index === items.length - 1 ? currentUrl : undefined);
      return compact({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: href ? absoluteUrl(origin, href) : null,
      });
    }),
  };
}

/**
 * Offer availability: not in stock (`isInStock`: sold and other statuses) → SoldOut; coming soon
 * or a pre-order car → PreOrder (it can be enquired on and secured before it arrives, which is
 * what PreOrder means; the page shows COMING SOON / PREORDER); otherwise InStock.
 */
export function offerAvailability(car: Pick<Car, 'status' | 'preorder'>): string {
  if (!isInStock(car)) return `${SCHEMA}/SoldOut`;
  if (car.status === 'coming_soon' || car.preorder === true) return `${SCHEMA}/PreOrder`;
  return `${SCHEMA}/InStock`;
}

/**
 * The car's sale price in AUD for structured data and product tags: `salePrice` when it is a
 * price (reduced or normal, above 10), also where the page shows a subscription (a weekly fee
 * never stands in for the sale price, vehicle-stock §4). PREORDER and the no-price text give none.
 */
export function offerPriceAud(car: Car, _site: PriceDisplaySite): number | null {
  const price = salePrice(car, { texts: { no_price: '' } });
  return price.kind === 'price' ? price.amount : null;
}

/**
 * The subscription as its own schema.org `Offer` where the page shows one (vehicle-stock §4):
 * the weekly fee in a `UnitPriceSpecification` per week (`WEE`), named with its period, so no
 * reader takes it for the sale price; null without a subscription.
 */
function subscriptionOfferJsonLd(
  car: Car,
  site: PriceDisplaySite,
  offer: { url: string; availability: string; seller: JsonLd | null },
): JsonLd | null {
  const subscription = subscriptionPrice(car, site);
  if (!subscription) return null;
  return compact({
    '@type': 'Offer',
    name: subscription.text,
    url: offer.url,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: subscription.amount.toFixed(2),
      priceCurrency: 'AUD',
      unitText: subscription.period,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
    },
    availability: offer.availability,
    seller: offer.seller,
  });
}

const CONDITIONS: Record<string, string> = {
  new: `${SCHEMA}/NewCondition`,
  demo: `${SCHEMA}/UsedCondition`,
  used: `${SCHEMA}/UsedCondition`,
};

/** The car's photos as absolute URLs, the primary one first. */
export function carImageUrls(car: Car, origin: string): string[] {
  const urls = [car.primary_image_url, ...car.images.map((image) => image.url)]
    .map(clean)
    .filter((url): url is string => url !== null)
    .map((url) => absoluteUrl(origin, url));
  return [...new Set(urls)];
}

/**
 * The vehicle page's schema.org `Car` with an `Offer` (AUD, availability, url, seller). The
 * price is left out (and so its currency) when the car has no displayable sale price; the model
 * year is `vehicleModelDate`.
 */
export function carJsonLd(
  car: Car,
  site: JsonLdSite,
  options: { origin: string; name: string; seller?: JsonLd | null },
): JsonLd {
  const url = absoluteUrl(options.origin, car.path);
  const price = offerPriceAud(car, site);
  const images = carImageUrls(car, options.origin);
  const seller = options.seller ? withoutContext(options.seller) : null;
  const availability = offerAvailability(car);
  const sale = compact({
    '@type': 'Offer',
    url,
    price: price === null ? null : price.toFixed(2),
    priceCurrency: price === null ? null : 'AUD',
    availability,
    seller,
  });
  const subscription = subscriptionOfferJsonLd(car, site, { url, availability, seller });
  return compact({
    '@context': SCHEMA,
    '@type': 'Car',
    name: options.name,
    url,
    brand: clean(car.make) ? { '@type': 'Brand', name: clean(car.make) } : null,
    model: clean(car.model),
    vehicleModelDate: car.year === null ? null : String(car.year),
    mileageFromOdometer:
      car.km === null ? null : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    color: clean(car.colour),
    fuelType: clean(car.simple_fuel) ?? clean(car.fuel),
    vehicleTransmission: clean(car.simple_transmission) ?? clean(car.transmission),
    bodyType: clean(car.simple_body),
    vehicleIdentificationNumber: clean(car.vin),
    sku: clean(car.stocknum),
    itemCondition: car.car_type ? (CONDITIONS[car.car_type] ?? null) : null,
    image: images.length > 0 ? images : null,
    offers: subscription ? [sale, subscription] : sale,
  });
}

/** A JSON-LD object nested in another: without its own `@context`. */
function withoutContext(data: JsonLd): JsonLd {
  const { '@context': _context, ...rest } = data;
  return rest;
}

/** What `shareMeta` adds to a page's own title, description and canonical URL. */
export type PageShare = Omit<ShareInfo, 'title' | 'description' | 'url'>;

/**
 * The vehicle page's sharing tags and structured data: an Open Graph product with the car's
 * first photo (absolute) and shown AUD price; JSON-LD `Car` + `Offer` (seller: the car's
 * location as an `AutoDealer`), the `AutoDealer` itself and the `BreadcrumbList`.
 */
export function vehiclePageSeo(
  car: Car,
  site: JsonLdSite & { logo?: string | null },
  page: {
    origin: string;
    canonical: string;
    title: string;
    breadcrumbs: readonly BreadcrumbInput[];
  },
): { share: PageShare; jsonLd: JsonLd[] } {
  const photo = carImageUrls(car, page.origin)[0];
  const dealer = autoDealerJsonLd(site, page.origin, carDealerLocation(car.location));
  return {
    share: {
      type: 'product',
      siteName: site.name,
      image: photo ? { url: photo, alt: page.title } : null,
      priceAud: offerPriceAud(car, site),
    },
    jsonLd: [
      carJsonLd(car, site, { origin: page.origin, name: page.title, seller: dealer }),
      dealer,
      breadcrumbJsonLd(page.breadcrumbs, page.origin, page.canonical),
    ],
  };
}
