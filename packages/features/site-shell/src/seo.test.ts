import { describe, expect, it } from 'vitest';
import {
  autoDealerJsonLd,
  breadcrumbJsonLd,
  canonicalUrl,
  carDealerLocation,
  carJsonLd,
  errorMeta,
  offerAvailability,
  offerPriceAud,
  openGraphTags,
  pageMeta,
  type ShareInfo,
  serializeJsonLd,
  shareMeta,
  twitterTags,
  vehiclePageSeo,
  webSiteJsonLd,
} from './seo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { apiCar } from './test/api-car.ts';

describe('seo', () => {
  it("names the site's own domain as canonical, whatever host served the page", () => {
    expect(
      canonicalUrl('https://www.acme.com.au', 'http://acme.localhost:4000/cars/a?x=1', '/cars/a'),
    ).toBe('https://www.acme.com.au/cars/a');
  });

  it('falls back to the request origin when the site has no url', () => {
    expect(canonicalUrl(null, 'http://acme.localhost:4000/search', '/search')).toBe(
      'http://acme.localhost:4000/search',
    );
  });

  it('gives each page a title, a description, a canonical link and noindex when asked', () => {
    const meta = pageMeta({
      title: 'Thank you | Acme',
      description: 'Thanks.',
      canonical: 'https://www.acme.com.au/success',
      noindex: true,
    });
    expect(meta).toContainEqual({ title: 'Thank you | Acme' });
    expect(meta).toContainEqual({ name: 'description', content: 'Thanks.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.acme.com.au/success',
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('titles an error page by what went wrong', () => {
    expect(errorMeta(new Error('boom'), 'Acme')[0]).toEqual({
      title: 'Something went wrong | Acme',
    });
  });
});

describe('sitemap', () => {
  it('lists absolute URLs with their last change, XML-escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://www.acme.com.au/' },
      { loc: 'https://www.acme.com.au/cars/a&b', lastmod: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.acme.com.au/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://www.acme.com.au/cars/a&amp;b</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></url>',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.acme.com.au/sitemap.xml')).toContain(
      'Sitemap: https://www.acme.com.au/sitemap.xml',
    );
  });
});

const SITE = {
  name: 'Acme Motors',
  phone: '(07) 5550 0100',
  offers_subscription: false,
  texts: { no_price: 'Call for price' },
};
const ORIGIN = 'https://www.acme.com.au';

describe('sharing tags', () => {
  const share: ShareInfo = {
    type: 'product',
    title: '2021 Toyota Corolla | Acme Motors',
    description: '2021 Toyota Corolla for $24,990.',
    url: 'https://www.acme.com.au/cars/2021-toyota-corolla',
    siteName: 'Acme Motors',
    image: {
      url: 'https://www.acme.com.au/media/a.jpg',
      width: 1200,
      height: 800,
      alt: '2021 Toyota Corolla',
    },
    priceAud: 24990,
  };

  it('gives a vehicle page Open Graph product tags with its photo and AUD price', () => {
    const tags = openGraphTags(share);
    for (const [property, content] of [
      ['og:type', 'product'],
      ['og:title', share.title],
      ['og:description', share.description],
      ['og:url', share.url],
      ['og:site_name', 'Acme Motors'],
      ['og:locale', 'en_AU'],
      ['og:image', 'https://www.acme.com.au/media/a.jpg'],
      ['og:image:width', '1200'],
      ['og:image:height', '800'],
      ['og:image:alt', '2021 Toyota Corolla'],
      ['product:price:amount', '24990.00'],
      ['product:price:currency', 'AUD'],
    ]) {
      expect(tags).toContainEqual({ property, content });
    }
  });

  it('leaves out the price and unknown image size, and the price on website pages', () => {
    const noPrice = openGraphTags({ ...share, priceAud: null, image: { url: 'https://x/a.jpg' } });
    expect(
      noPrice.some((tag) => 'property' in tag && tag.property === 'product:price:amount'),
    ).toBe(false);
    expect(noPrice.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(
      false,
    );
    const website = openGraphTags({ ...share, type: 'website' });
    expect(website).toContainEqual({ property: 'og:type', content: 'website' });
    expect(
      website.some((tag) => 'property' in tag && tag.property === 'product:price:amount'),
    ).toBe(false);
  });

  it('gives Twitter a large-image summary card, or a summary without an image', () => {
    const tags = twitterTags(share);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'twitter:title', content: share.title });
    expect(tags).toContainEqual({ name: 'twitter:description', content: share.description });
    expect(tags).toContainEqual({
      name: 'twitter:image',
      content: 'https://www.acme.com.au/media/a.jpg',
    });
    expect(twitterTags({ ...share, image: null })).toContainEqual({
      name: 'twitter:card',
      content: 'summary',
    });
  });

  it('keeps title, description and canonical alongside the sharing tags', () => {
    const meta = shareMeta(
      { title: 'T', description: 'D', canonical: 'https://www.acme.com.au/' },
      { type: 'website', siteName: 'Acme Motors' },
    );
    expect(meta).toContainEqual({ title: 'T' });
    expect(meta).toContainEqual({ name: 'description', content: 'D' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.acme.com.au/',
    });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://www.acme.com.au/' });
    expect(meta).toContainEqual({ name: 'twitter:title', content: 'T' });
  });
});

describe('JSON-LD', () => {
  it('escapes < > & so dealer text cannot close the script element, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & co' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('describes a car for sale as a schema.org Car with an AUD Offer', () => {
    const car = apiCar({
      slug: 'a-car',
      path: '/cars/a-car',
      year: 2021,
      make: 'Toyota',
      model: 'Corolla',
      km: 45000,
      colour: 'White',
      simple_fuel: 'Petrol',
      simple_transmission: 'Automatic',
      simple_body: 'Hatch',
      vin: 'JTDKB3FU103456789',
      price: 24990,
      offer_price: null,
      status: 'in_stock',
      preorder: false,
      car_type: 'used',
      primary_image_url: '/media/a-1.jpg',
      images: [
        { url: '/media/a-1.jpg', thumb: { url: '/media/a-1-t.jpg' } },
        { url: 'https://cdn.example.com/a-2.jpg', thumb: { url: '/media/a-2-t.jpg' } },
      ],
    });
    const seller = autoDealerJsonLd(SITE, ORIGIN, null);
    const ld = carJsonLd(car, SITE, { origin: ORIGIN, name: '2021 Toyota Corolla', seller });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Corolla',
      url: 'https://www.acme.com.au/cars/a-car',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45000, unitCode: 'KMT' },
      color: 'White',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      bodyType: 'Hatch',
      vehicleIdentificationNumber: 'JTDKB3FU103456789',
      itemCondition: 'https://schema.org/UsedCondition',
      image: ['https://www.acme.com.au/media/a-1.jpg', 'https://cdn.example.com/a-2.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://www.acme.com.au/cars/a-car',
        price: '24990.00',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Acme Motors' },
      },
    });
    const offers = ld.offers as Record<string, unknown>;
    expect(offers.seller).not.toHaveProperty('@context');
  });

  it('uses the reduced price (displayPrice) and omits the price when none is displayable', () => {
    const reduced = carJsonLd(apiCar({ price: 30000, offer_price: 28500 }), SITE, {
      origin: ORIGIN,
      name: 'x',
    });
    expect(reduced.offers).toMatchObject({ price: '28500.00', priceCurrency: 'AUD' });
    const none = carJsonLd(apiCar({ price: 5, offer_price: null, preorder: false }), SITE, {
      origin: ORIGIN,
      name: 'x',
    });
    expect(none.offers).not.toHaveProperty('price');
    expect(none.offers).not.toHaveProperty('priceCurrency');
  });

  it('gives the sale price, never the subscription fee, and the subscription with its period (vehicle-stock §4)', () => {
    const subscribed = { ...SITE, offers_subscription: true };
    const car = apiCar({ subscription_price: 381, price: 37290, offer_price: null });
    expect(offerPriceAud(car, subscribed)).toBe(37290);
    const ld = carJsonLd(car, subscribed, { origin: ORIGIN, name: 'x' });
    const [sale, subscription] = ld.offers as Record<string, unknown>[];
    expect(sale).toMatchObject({ '@type': 'Offer', price: '37290.00', priceCurrency: 'AUD' });
    expect(subscription).toMatchObject({
      '@type': 'Offer',
      name: '$381 a week subscription',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: '381.00',
        priceCurrency: 'AUD',
        unitText: 'a week subscription',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' },
      },
    });
    expect(subscription).not.toHaveProperty('price');
    // Without subscriptions on the site, one offer at the sale price.
    expect(carJsonLd(car, SITE, { origin: ORIGIN, name: 'x' }).offers).toMatchObject({
      price: '37290.00',
    });
  });

  it('maps availability: in stock, coming soon / pre-order → PreOrder, sold → SoldOut', () => {
    expect(offerAvailability({ status: 'in_stock', preorder: false })).toBe(
      'https://schema.org/InStock',
    );
    expect(offerAvailability({ status: 'coming_soon', preorder: false })).toBe(
      'https://schema.org/PreOrder',
    );
    expect(offerAvailability({ status: 'in_stock', preorder: true })).toBe(
      'https://schema.org/PreOrder',
    );
    expect(offerAvailability({ status: 'sold', preorder: false })).toBe(
      'https://schema.org/SoldOut',
    );
    expect(offerAvailability({ status: 'withdrawn', preorder: null })).toBe(
      'https://schema.org/SoldOut',
    );
  });

  it('describes the dealership as an AutoDealer with an Australian address, geo and hours', () => {
    const ld = autoDealerJsonLd({ ...SITE, logo: '/logo.svg' }, ORIGIN, {
      name: 'Acme Brisbane',
      phone: '(07) 3000 0000',
      street: '1 Main St',
      city: 'Brisbane',
      state: 'QLD',
      postcode: '4000',
      lat: -27.47,
      long: 153.02,
      openingHours: [
        { weekday: 1, status: 'Open', open: '8:30', close: '17:00' },
        { weekday: 0, status: 'Closed', open: null, close: null },
      ],
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Acme Motors',
      url: 'https://www.acme.com.au/',
      logo: 'https://www.acme.com.au/logo.svg',
      telephone: '(07) 3000 0000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Brisbane',
        addressRegion: 'QLD',
        postalCode: '4000',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.47, longitude: 153.02 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '08:30',
          closes: '17:00',
        },
      ],
    });
    expect(autoDealerJsonLd(SITE, ORIGIN, null)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Acme Motors',
      url: 'https://www.acme.com.au/',
      telephone: '(07) 5550 0100',
    });
  });

  it('reads a car location into a dealer location', () => {
    expect(
      carDealerLocation({
        id: 1,
        name: 'Acme Brisbane',
        slug: 'acme-brisbane',
        phone: '07 3000 0000',
        address: {
          street: '1 Main St',
          city: 'Brisbane',
          state: 'QLD',
          postcode: '4000',
          place_url: null,
          lat: -27.4,
          long: 153,
        },
        distribution_locations: [],
      }),
    ).toMatchObject({ name: 'Acme Brisbane', phone: '07 3000 0000', city: 'Brisbane', lat: -27.4 });
    expect(carDealerLocation(null)).toBeNull();
  });

  it('lists breadcrumbs with absolute URLs, the current page last', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', href: '/' },
          { name: 'Toyota', href: '/search/toyota' },
          { name: 'Corolla' },
        ],
        ORIGIN,
        'https://www.acme.com.au/cars/a-car',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.acme.com.au/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Toyota',
          item: 'https://www.acme.com.au/search/toyota',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Corolla',
          item: 'https://www.acme.com.au/cars/a-car',
        },
      ],
    });
  });

  it('names the site search as the WebSite SearchAction', () => {
    expect(webSiteJsonLd('Acme Motors', ORIGIN)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.acme.com.au/',
      potentialAction: {
        target: { urlTemplate: 'https://www.acme.com.au/search?query={search_term_string}' },
      },
    });
  });
});

describe('vehicle page', () => {
  it('shares the first photo (absolute), price and Car, AutoDealer, BreadcrumbList JSON-LD', () => {
    const car = apiCar({
      path: '/cars/a-car',
      price: 19990,
      offer_price: null,
      status: 'coming_soon',
      primary_image_url: '/media/a-1.jpg',
    });
    const { share, jsonLd } = vehiclePageSeo(car, SITE, {
      origin: ORIGIN,
      canonical: 'https://www.acme.com.au/cars/a-car',
      title: 'A car',
      breadcrumbs: [{ name: 'Home', href: '/' }, { name: 'A car' }],
    });
    expect(share).toEqual({
      type: 'product',
      siteName: 'Acme Motors',
      image: { url: 'https://www.acme.com.au/media/a-1.jpg', alt: 'A car' },
      priceAud: 19990,
    });
    expect(jsonLd.map((item) => item['@type'])).toEqual(['Car', 'AutoDealer', 'BreadcrumbList']);
    expect(jsonLd[0]?.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });
});
