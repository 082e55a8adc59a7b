import type { PublicSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { locationInput, STANDARD_HOURS, testSite } from './site.ts';

/** A loader's request context: the site, and the platform answering `/api/*` in process. */
export function routeContext(
  site: PublicSiteConfig,
  answer: (request: Request) => Response = (request) =>
    // The live locations (site-wide §3 Special hours): none beyond the built config.
    new URL(request.url).pathname.endsWith('/locations')
      ? Response.json({ site: site.slug, locations: [] })
      : Response.json({ error: 'Not found' }, { status: 404 }),
) {
  const platformFetch = vi.fn(async (request: Request) => answer(request));
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, platformFetch);
  return { context, platformFetch };
}

/** A dealer group: Metro Mazda (sales + service) and Metro Kia, one hidden location. */
export function groupSite(): PublicSiteConfig {
  return testSite({
    slug: 'metro-auto-group',
    name: 'Metro Auto Group',
    template: 'group',
    url: 'https://www.metroautogroup.com.au',
    dealerships: [
      { id: 2, name: 'Metro Mazda', slug: 'metro-mazda' },
      { id: 3, name: 'Metro Kia', slug: 'metro-kia' },
    ],
    locations: [
      locationInput({
        id: 20,
        name: 'Metro Mazda Moorooka',
        slug: 'metro-mazda-moorooka',
        dealership_id: 2,
        primary: true,
        dealer_license_number: 'MD 31245',
        address: {
          street: '1152 Ipswich Road',
          city: 'Moorooka',
          state: 'QLD',
          postcode: '4105',
          lat: -27.5339,
          long: 153.0227,
          place_url: 'https://www.google.com/maps/search/?api=1&query=Metro%20Mazda',
        },
        contact_detail: { phone: '(07) 5550 3100', opening_hours: STANDARD_HOURS },
        special_hours: [{ date: '2099-12-25', status: 'Closed' }],
      }),
      locationInput({
        id: 21,
        name: 'Metro Mazda Service',
        slug: 'metro-mazda-service',
        dealership_id: 2,
        location_type: 'service',
        address: {
          street: '36 Granard Road',
          city: 'Rocklea',
          state: 'QLD',
          postcode: '4106',
          lat: -27.545,
          long: 153.0,
        },
      }),
      locationInput({
        id: 30,
        name: 'Metro Kia Ipswich',
        slug: 'metro-kia-ipswich',
        dealership_id: 3,
        address: {
          street: '1 Brisbane Road',
          city: 'Ipswich',
          state: 'QLD',
          postcode: '4305',
          lat: -27.6144,
          long: 152.7581,
        },
      }),
      locationInput({
        id: 31,
        name: 'Metro Kia Hidden',
        slug: 'metro-kia-hidden',
        dealership_id: 3,
        visible: false,
      }),
    ],
  });
}
