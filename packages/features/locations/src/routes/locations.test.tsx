import { SiteProvider, writeSavedContact } from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupSite, routeContext } from '../test/route-context.ts';
import { testSite } from '../test/site.ts';
import LocationsPage, { loader, meta } from './locations.tsx';

function HydrateFallback() {
  return null;
}

const site = groupSite();
const BRISBANE = {
  postcode: '4000',
  lat: -27.4698,
  long: 153.0251,
  state: 'QLD',
  localities: ['Brisbane City'],
};

function geocoding(request: Request): Response {
  // The live locations (site-wide §3 Special hours): nothing beyond the built config here.
  if (new URL(request.url).pathname.endsWith('/locations')) {
    return Response.json({ site: 'metro-auto-group', locations: [] });
  }
  const postcode = new URL(request.url).searchParams.get('postcode');
  return postcode === '4000'
    ? Response.json(BRISBANE)
    : Response.json({ error: 'Invalid postcode' }, { status: 404 });
}

async function load(path: string, pageSite = site) {
  const { context, platformFetch } = routeContext(pageSite, geocoding);
  const page = await loader({
    params: {},
    request: new Request(`http://metro-auto-group.localhost:4000${path}`),
    context,
  } as unknown as Parameters<typeof loader>[0]);
  const geocodeCalls = platformFetch.mock.calls.filter(
    ([request]) => new URL(request.url).pathname === '/api/geocode',
  );
  return { page, platformFetch, geocodeCalls };
}

describe('routes/locations loader', () => {
  it('lists every visible location grouped by dealership on a dealer group (site-wide §2, §5)', async () => {
    const { page, platformFetch } = await load('/dealer-locator');
    expect(page.heading).toBe('Dealer Locator');
    expect(
      page.groups.map((group) => [group.dealership?.name, group.cards.map((card) => card.name)]),
    ).toEqual([
      ['Metro Mazda', ['Metro Mazda Moorooka', 'Metro Mazda Service']],
      ['Metro Kia', ['Metro Kia Ipswich']],
    ]);
    // Only the live locations are asked for: no postcode, no geocoding.
    expect(platformFetch.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      '/api/sites/metro-auto-group/locations',
    ]);
  });

  it('shows a holiday added in the database on today’s hours without a rebuild (site-wide §3 Special hours)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 24 November 2026, 10:00 in Brisbane.
    vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
    try {
      const { context } = routeContext(site, (request) =>
        new URL(request.url).pathname === '/api/sites/metro-auto-group/locations'
          ? Response.json({
              site: 'metro-auto-group',
              locations: [
                {
                  id: 20,
                  slug: 'metro-mazda-moorooka',
                  special_hours: [{ date: '2026-11-24', status: 'Closed' }],
                  average_rating: 4.5,
                  review_count: 12,
                },
              ],
            })
          : geocoding(request),
      );
      const page = await loader({
        params: {},
        request: new Request('http://metro-auto-group.localhost:4000/dealer-locator'),
        context,
      } as unknown as Parameters<typeof loader>[0]);
      const cards = page.groups.flatMap((group) => group.cards);
      expect(cards.find((card) => card.id === 20)?.todayHours).toBe('Closed');
      // A location the database has no holiday for keeps its weekly hours.
      expect(cards.find((card) => card.id !== 20)?.todayHours).not.toBe('Closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the built hours when the live locations cannot be loaded (site-wide §8)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { context } = routeContext(site, () =>
        Response.json({ error: 'down' }, { status: 500 }),
      );
      const page = await loader({
        params: {},
        request: new Request('http://metro-auto-group.localhost:4000/dealer-locator'),
        context,
      } as unknown as Parameters<typeof loader>[0]);
      expect(page.groups.flatMap((group) => group.cards)).toHaveLength(3);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it.each([
    ['/contact', 'Contact Us'],
    ['/contact-us', 'Contact Us'],
    ['/dealerships', 'Our Dealerships'],
    ['/dealer-locator', 'Dealer Locator'],
  ])('serves %s with its own canonical URL (site-wide §2)', async (path, heading) => {
    const { page } = await load(path);
    expect(page.heading).toBe(heading);
    expect(page.seo.title).toBe(`${heading} | Metro Auto Group`);
    expect(page.seo.canonical).toBe(`https://www.metroautogroup.com.au${path}`);
  });

  it('keeps one group on a single-dealership site', async () => {
    const { page } = await load('/contact', testSite({ locations: site.locations }));
    expect(page.groups).toHaveLength(1);
    expect(page.groups[0]?.dealership).toBeNull();
  });

  it('geocodes ?postcode= and lists nearest first with "km away" (site-wide §5, §7, §9)', async () => {
    const { page, geocodeCalls } = await load('/dealer-locator?postcode=4000');
    expect(geocodeCalls).toHaveLength(1);
    expect(geocodeCalls[0]?.[0].url).toMatch(/\/api\/geocode\?postcode=4000$/);
    expect(page.search).toMatchObject({ status: 'located', place: 'Brisbane City QLD 4000' });
    expect(page.groups[0]?.cards.map((card) => [card.name, card.distance])).toEqual([
      ['Metro Mazda Moorooka', '7 km away'],
      ['Metro Mazda Service', '9 km away'],
      ['Metro Kia Ipswich', '31 km away'],
    ]);
  });

  it('says Invalid postcode when the platform cannot place it (site-wide §8)', async () => {
    const { page } = await load('/dealer-locator?postcode=9999');
    expect(page.search).toEqual({ status: 'invalid', postcode: '9999', error: 'Invalid postcode' });
    expect(page.groups).toHaveLength(2);
  });

  it('rejects a malformed postcode without a lookup (site-wide §5)', async () => {
    const { page, geocodeCalls } = await load('/dealer-locator?postcode=40');
    expect(page.search).toMatchObject({
      error: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(geocodeCalls).toHaveLength(0);
  });

  it('describes every listed location as an AutoDealer, plus a BreadcrumbList', async () => {
    const { page } = await load('/contact');
    const [graph, breadcrumbs] = page.jsonLd;
    const dealers = (graph as { '@graph': { '@type': string; url: string }[] })['@graph'];
    expect(dealers.map((dealer) => [dealer['@type'], dealer.url])).toEqual([
      ['AutoDealer', 'https://www.metroautogroup.com.au/locations/metro-kia-ipswich'],
      ['AutoDealer', 'https://www.metroautogroup.com.au/locations/metro-mazda-moorooka'],
      ['AutoDealer', 'https://www.metroautogroup.com.au/locations/metro-mazda-service'],
    ]);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(meta({ loaderData: page } as Parameters<typeof meta>[0])).toContainEqual({
      title: 'Contact Us | Metro Auto Group',
    });
  });
});

describe('<LocationsPage />', () => {
  function renderAt(path: string) {
    const { context } = routeContext(site, geocoding);
    const Stub = createRoutesStub(
      [{ path: '/dealer-locator', Component: LocationsPage, loader, HydrateFallback }],
      context,
    );
    return render(
      <SiteProvider site={site}>
        <Stub initialEntries={[path]} />
      </SiteProvider>,
    );
  }

  it('shows the dealership groups as the site’s view (grid on a group) and a GET postcode form', async () => {
    renderAt('/dealer-locator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dealer Locator' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Metro Mazda' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Metro Mazda locations' })).toHaveClass(
      'fc-location-grid',
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('textbox', { name: 'Your postcode' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Map showing/ })).toBeInTheDocument();
  });

  it('shows distances and the place after a postcode search (site-wide §9)', async () => {
    renderAt('/dealer-locator?postcode=4000');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nearest to Brisbane City QLD 4000',
    );
    expect(screen.getByText('7 km away')).toBeInTheDocument();
  });

  it('shows Invalid postcode on the field (site-wide §8)', async () => {
    renderAt('/dealer-locator?postcode=9999');
    const field = await screen.findByRole('textbox', { name: 'Your postcode' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Invalid postcode'));
  });
});

describe('<LocationsPage /> contact form saved details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  it('/contact: the enquiry form is prefilled, offers "Not you? Clear my details" and clears', async () => {
    writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
    const { context } = routeContext(site, geocoding);
    const Stub = createRoutesStub(
      [{ path: '/contact', Component: LocationsPage, loader, HydrateFallback }],
      context,
    );
    render(
      <SiteProvider site={site}>
        <Stub initialEntries={['/contact']} />
      </SiteProvider>,
    );
    const clear = await screen.findByRole(
      'button',
      { name: 'Clear my details' },
      // The route renders first: generous on a busy machine.
      { timeout: 5000 },
    );
    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    expect(field(/First name/)).toHaveValue('Ann');
    expect(field(/Last name/)).toHaveValue('Lee');
    expect(field(/Email/)).toHaveValue('ann@example.com');
    expect(field(/Mobile/)).toHaveValue('0412 345 678');
    // The locator's own postcode search is not a contact form field.
    expect(field(/^Postcode/)).toHaveValue('4000');
    expect(field(/Your postcode/)).toHaveValue('');
    fireEvent.click(clear);
    for (const name of [/First name/, /Last name/, /Email/, /Mobile/, /^Postcode/]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
  });
});
