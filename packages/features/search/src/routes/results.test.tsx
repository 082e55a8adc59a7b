import { FavouritesProvider } from '@forecourt/favourites';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import {
  PUBLIC_PAGE_CACHE_CONTROL,
  platformFetchContext,
  SiteProvider,
  siteContext,
} from '@forecourt/site-shell';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createRoutesStub,
  createStaticHandler,
  type HeadersFunction,
  RouterContextProvider,
  type StaticHandlerContext,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carHit } from '../test-hits.ts';
import { headers as modelsHeaders, loader as modelsLoader } from './models.tsx';
import SearchResultsPage, { clientLoader, headers, loader } from './results.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

/** The platform's search, answering every query with one car, or failing with `status`. */
function platform(status = 200) {
  return vi.fn(async (request: Request) => {
    if (status !== 200) {
      return Response.json(
        { message: 'Too many searches.', code: 'too_many_requests' },
        { status, headers: { 'Retry-After': '7' } },
      );
    }
    const body = (await request.json()) as { queries: object[] };
    return Response.json({
      results: body.queries.map(() => ({
        hits: [carHit()],
        totalHits: 1,
        totalPages: 1,
        page: 1,
        facetDistribution: { make: { Toyota: 1 } },
      })),
    });
  });
}

function contextWith(platformFetch: ReturnType<typeof platform>, pageSite = site) {
  const context = new RouterContextProvider();
  context.set(siteContext, pageSite);
  context.set(platformFetchContext, platformFetch);
  return context;
}

/** The document answer's status and headers, as React Router's server render makes them. */
async function documentAnswer(
  route: { path: string; loader: typeof loader | typeof modelsLoader; headers: HeadersFunction },
  path: string,
  platformFetch: ReturnType<typeof platform>,
) {
  const handler = createStaticHandler([{ id: 'page', path: route.path, loader: route.loader }]);
  const context = (await handler.query(new Request(`http://sunshine-used-cars.localhost${path}`), {
    requestContext: contextWith(platformFetch),
  })) as StaticHandlerContext;
  const loaderHeaders = context.loaderHeaders.page ?? new Headers();
  const headersOf = new Headers(
    route.headers({
      loaderHeaders,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }) as HeadersInit,
  );
  return { status: context.statusCode, headers: headersOf, data: context.loaderData.page };
}

function HydrateFallback() {
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('the results page when its search fails (vehicle-stock §2)', () => {
  it('answers 503 with Retry-After and no-store, never a cacheable 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await documentAnswer(
      { path: '/search/*', loader, headers },
      '/search?make=Toyota',
      platform(429),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('7');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    // The shopper's filters are still in the page's data.
    expect(answer.data.state.refinements).toEqual({ make: ['Toyota'] });
    expect(answer.data.results).toBeNull();
  });

  it('answers 200 with the page-cache opt-in when the search answers', async () => {
    const answer = await documentAnswer(
      { path: '/search/*', loader, headers },
      '/search?make=Toyota',
      platform(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(answer.headers.has('Retry-After')).toBe(false);
    expect(answer.data.results.cards).toHaveLength(1);
  });

  it('says the search did not answer and keeps the filters, never "0 cars found"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const platformFetch = platform(500);
    const Stub = createRoutesStub([
      {
        path: '/search/*',
        Component: SearchResultsPage,
        loader: (args) => loader({ ...args, context: contextWith(platformFetch) }),
        HydrateFallback,
      },
    ]);
    render(
      <SiteProvider site={site}>
        <FavouritesProvider siteSlug={site.slug} storeFavourites={false} storage={null}>
          <Stub initialEntries={['/search?make=Toyota']} />
        </FavouritesProvider>
      </SiteProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'we could not load the cars just now',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/search?make=Toyota',
    );
    expect(screen.getAllByText('Toyota').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/0 cars found/);
  });
});

describe('a client-side refinement the server does not answer (vehicle-stock §4)', () => {
  it('keeps the results on screen with the new filters and the error, not an error page', async () => {
    const platformFetch = platform();
    let loads = 0;
    const Stub = createRoutesStub([
      {
        path: '/search/*',
        Component: SearchResultsPage,
        // The first load is answered; the next is shed before it renders (a 503 from the
        // server's load shedding, not the route's own answer).
        loader: (args) =>
          clientLoader({
            ...args,
            serverLoader: async () => {
              loads += 1;
              if (loads > 1) {
                throw { status: 503, statusText: 'Service Unavailable', internal: false, data: '' };
              }
              return loader({ ...args, context: contextWith(platformFetch) });
            },
          } as Parameters<typeof clientLoader>[0]),
        HydrateFallback,
      },
    ]);
    render(
      <SiteProvider site={site}>
        <FavouritesProvider siteSlug={site.slug} storeFavourites={false} storage={null}>
          <Stub initialEntries={['/search?make=Toyota']} />
        </FavouritesProvider>
      </SiteProvider>,
    );
    await screen.findByText('1 car found');
    // Clear all (a client-side link; the breadcrumb's is a plain one).
    const clearAll = [...document.querySelectorAll('a')]
      .filter((link) => link.getAttribute('href') === '/search')
      .at(-1);
    fireEvent.click(clearAll as HTMLAnchorElement);
    await waitFor(() => expect(loads).toBe(2));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'could not update the results',
    );
    expect(screen.getByText('1 car found')).toBeTruthy();
    expect(document.querySelectorAll('.fc-result-card')).toHaveLength(1);
  });
});

describe('the models page when its search fails (vehicle-stock §2)', () => {
  it('answers 503 with Retry-After and no-store instead of "no models in stock"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await documentAnswer(
      { path: '/models', loader: modelsLoader, headers: modelsHeaders },
      '/models',
      platform(502),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(answer.data.unavailable).toBe(true);
  });
});

describe('promo tiles in the results grid (site-wide §4, vehicle-stock §2)', () => {
  const tile = (id: string, title: string, dates: [string, string], carTypes: string[] = []) => ({
    id,
    title,
    image_url: `/media/tiles/${id}.svg`,
    href: `/special-offers/${id}`,
    starts_at: dates[0],
    expires_at: dates[1],
    car_types: carTypes as ('new' | 'demo' | 'used')[],
  });
  const tiledSite = publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine Used Cars',
      template: 'classic',
      // Two slots ahead of the one car the fake search answers.
      promo_cards: { positions: [0, 1] },
      rules: {
        promo_tiles: [
          tile('expired', 'Winter sale', ['2026-06-01', '2026-06-30']),
          tile('not-started', 'New year sale', ['2027-01-01', '2027-01-31']),
          tile('current', 'Summer service special', ['2026-11-01', '2026-12-24']),
          tile('used-only', 'Used car finance offer', ['2026-11-01', '2026-12-24'], ['used']),
        ],
      },
    }),
  );

  afterEach(() => vi.useRealTimers());

  async function renderPage(path: string) {
    // The loader's clock: 22 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    const platformFetch = platform();
    const Stub = createRoutesStub([
      {
        path: '/search/*',
        Component: SearchResultsPage,
        loader: (args) => loader({ ...args, context: contextWith(platformFetch, tiledSite) }),
        HydrateFallback,
      },
    ]);
    render(
      <SiteProvider site={tiledSite}>
        <FavouritesProvider siteSlug={tiledSite.slug} storeFavourites={false} storage={null}>
          <Stub initialEntries={[path]} />
        </FavouritesProvider>
      </SiteProvider>,
    );
    await screen.findByText('1 car found');
    return [...document.querySelectorAll('.fc-results__list > li')].map(
      (item) => item.querySelector('h3')?.textContent ?? item.textContent,
    );
  }

  it('renders a current tile as a link with its image, in the first promo slot', async () => {
    const slots = await renderPage('/search');
    const link = screen.getByRole('link', { name: 'Summer service special' });
    expect(link.getAttribute('href')).toBe('/special-offers/current');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('Summer service special');
    expect(slots[0]).toBe('Summer service special');
    // No second tile for all stock: the next slot keeps the special-offers card.
    expect(slots[1]).toBe('See our special offers');
    expect(slots[2]).toBe('2021 Toyota HiLux SR5');
  });

  it('never renders an expired or a not-yet-started tile', async () => {
    await renderPage('/search?car_type=used');
    expect(screen.queryByRole('link', { name: 'Winter sale' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New year sale' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Winter sale|New year sale/);
  });

  it('shows a car-type tile only on pages filtered to that car type', async () => {
    const used = await renderPage('/search?car_type=used');
    expect(used[0]).toBe('Summer service special');
    expect(used[1]).toBe('Used car finance offer');
    expect(screen.getByRole('link', { name: 'Used car finance offer' })).toBeTruthy();
    cleanup();
    await renderPage('/search?car_type=new');
    expect(screen.queryByRole('link', { name: 'Used car finance offer' })).toBeNull();
    cleanup();
    await renderPage('/search');
    expect(screen.queryByRole('link', { name: 'Used car finance offer' })).toBeNull();
  });
});
