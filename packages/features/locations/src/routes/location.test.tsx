import { SiteProvider } from '@forecourt/site-shell';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { groupSite, routeContext } from '../test/route-context.ts';
import LocationPage, { loader, meta } from './location.tsx';

function HydrateFallback() {
  return null;
}

const site = groupSite();

async function load(slug: string, path = `/locations/${slug}`) {
  const { context } = routeContext(site);
  return loader({
    params: { slug },
    request: new Request(`http://metro-auto-group.localhost:4000${path}`),
    context,
    unstable_pattern: '',
  } as unknown as Parameters<typeof loader>[0]);
}

describe('routes/location loader', () => {
  it('serves a location by its own slug, canonical /locations/{slug} (site-wide §2)', async () => {
    const page = await load('metro-mazda-moorooka');
    expect(page.heading).toBe('Metro Mazda Moorooka');
    expect(page.details).toHaveLength(1);
    expect(page.seo).toEqual({
      title: 'Metro Mazda Moorooka | Metro Auto Group',
      description: expect.stringContaining('Metro Mazda Moorooka in Moorooka'),
      canonical: 'https://www.metroautogroup.com.au/locations/metro-mazda-moorooka',
    });
  });

  it('serves the same page at /contact-us/{slug} and /our-location/{slug} (site-wide §2)', async () => {
    const contactUs = await load('metro-mazda-moorooka', '/contact-us/metro-mazda-moorooka');
    const ourLocation = await load('metro-mazda-moorooka', '/our-location/metro-mazda-moorooka');
    expect(contactUs.seo.canonical).toBe(ourLocation.seo.canonical);
    expect(contactUs.seo.canonical).toMatch(/\/locations\/metro-mazda-moorooka$/);
  });

  it('serves a dealership by its slug with each of its locations (site-wide §2)', async () => {
    const page = await load('metro-mazda');
    expect(page.heading).toBe('Metro Mazda');
    expect(page.details.map((detail) => detail.name)).toEqual([
      'Metro Mazda Moorooka',
      'Metro Mazda Service',
    ]);
    expect(page.dealershipStockHref).toBe('/search/metro-mazda');
  });

  it('answers 404 for an unknown or hidden slug (site-wide §2, §5)', async () => {
    for (const slug of ['nowhere', 'metro-kia-hidden']) {
      await expect(load(slug)).rejects.toMatchObject({ init: { status: 404 } });
    }
  });

  it('tabs the dealership’s departments and lists holiday hours (site-wide §2)', async () => {
    const page = await load('metro-mazda-moorooka');
    const [detail] = page.details;
    expect(detail?.hoursTabs.map((tab) => tab.label)).toEqual(['Sales', 'Service']);
    expect(detail?.holidayHours).toEqual([
      { date: '2099-12-25', dateLabel: '25 December 2099', hours: 'Closed', closed: true },
    ]);
    expect(detail?.directionsHref).toContain('google.com/maps');
    expect(detail?.dealerLicenceNumber).toBe('MD 31245');
  });

  it('describes the location as an AutoDealer with opening hours, and a BreadcrumbList', async () => {
    const page = await load('metro-mazda-moorooka');
    const [graph, breadcrumbs] = page.jsonLd;
    const [dealer] = (graph as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Metro Mazda Moorooka',
      url: 'https://www.metroautogroup.com.au/locations/metro-mazda-moorooka',
      telephone: '(07) 5550 3100',
      identifier: 'MD 31245',
      address: { streetAddress: '1152 Ipswich Road', postalCode: '4105', addressCountry: 'AU' },
      geo: { latitude: -27.5339, longitude: 153.0227 },
    });
    expect(dealer?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '08:30',
      closes: '17:30',
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Our Locations', item: 'https://www.metroautogroup.com.au/contact' },
        { name: 'Metro Mazda Moorooka' },
      ],
    });
  });

  it('gives the page its title, description and canonical link', async () => {
    const page = await load('metro-mazda-moorooka');
    const tags = meta({ loaderData: page } as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: 'Metro Mazda Moorooka | Metro Auto Group' });
    expect(tags).toContainEqual(expect.objectContaining({ rel: 'canonical' }));
  });
});

describe('<LocationPage />', () => {
  it('shows the phone tel: link, licence, directions, stock link, hours tabs and map (site-wide §2)', async () => {
    const { context } = routeContext(site);
    const Stub = createRoutesStub(
      [{ path: '/locations/:slug', Component: LocationPage, loader, HydrateFallback }],
      context,
    );
    render(
      <SiteProvider site={site}>
        <Stub initialEntries={['/locations/metro-mazda-moorooka']} />
      </SiteProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Metro Mazda Moorooka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(07) 5550 3100' })).toHaveAttribute(
      'href',
      'tel:0755503100',
    );
    expect(screen.getByText('MD 31245')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get directions/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Our Stock' })).toHaveAttribute(
      'href',
      '/search/metro-mazda-moorooka',
    );
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Map showing Metro Mazda Moorooka/ }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Our Locations' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
