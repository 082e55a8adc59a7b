import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, SiteProvider, siteContext } from '@forecourt/site-shell';
import { render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { STORY_OFFERS, storyOffer } from '../ui/story-data.ts';
import OfferPage, { loader as offerLoader } from './offer.tsx';
import SpecialOffers, { loader as specialOffersLoader } from './special-offers.tsx';

const SITE = publicSiteConfig(
  resolveSiteConfig({
    slug: 'coastal-toyota',
    name: 'Coastal Toyota',
    template: 'oem',
    url: 'https://www.coastaltoyota.com.au',
    texts: { empty_offers: 'No Toyota offers right now. Check back soon.' },
  }),
);

/** A loader context for the site whose API answers from `answer` (in process, as on the platform). */
function contextAnswering(answer: (path: string) => Response) {
  const platformFetch = vi.fn(async (request: Request) => answer(new URL(request.url).pathname));
  const context = new RouterContextProvider();
  context.set(siteContext, SITE);
  context.set(platformFetchContext, platformFetch);
  return { context, platformFetch };
}

/** The loader data the stub routes answer with (set by each test before rendering). */
let pageData: unknown = null;
const noFallback = () => null;

/** Both pages at their paths, answering `pageData` (the stub is made once, at module level). */
const PAGES = createRoutesStub([
  {
    path: '/special-offers',
    Component: SpecialOffers,
    HydrateFallback: noFallback,
    loader: () => pageData,
  },
  {
    path: '/offers/:manufacturer/:id',
    Component: OfferPage,
    HydrateFallback: noFallback,
    loader: () => pageData,
  },
]);

/** Renders the page at `url` with its loader data, under the site. */
function renderPage(url: string, loaderData: unknown) {
  pageData = loaderData;
  return render(
    <SiteProvider site={SITE}>{createElement(PAGES, { initialEntries: [url] })}</SiteProvider>,
  );
}

const request = (path: string) => new Request(`http://coastal-toyota.localhost:4000${path}`);

/** What a loader threw: its HTTP status. */
async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

const XSS_OFFER = storyOffer({
  id: 104,
  name: 'Sale <b>now</b>',
  description: '<p onclick="steal()">Big <strong>savings</strong></p><script>steal()</script>',
  sanitized_description: null,
  path: '/offers/toyota/104',
});

describe('/special-offers route (site-wide §2)', () => {
  it("loads the site's current offers as cards with title, description, canonical and JSON-LD", async () => {
    const { context, platformFetch } = contextAnswering(() =>
      Response.json({ site: 'coastal-toyota', count: 4, offers: [...STORY_OFFERS, XSS_OFFER] }),
    );
    const data = await specialOffersLoader({
      request: request('/special-offers?utm_source=x'),
      context,
      params: {},
    } as never);
    expect(new URL(platformFetch.mock.calls[0]?.[0].url ?? '').pathname).toBe(
      '/api/sites/coastal-toyota/offers',
    );
    expect(data.seo).toEqual({
      title: 'Special offers | Coastal Toyota',
      description: 'Current finance, vehicle and service offers at Coastal Toyota.',
      canonical: 'https://www.coastaltoyota.com.au/special-offers',
    });
    expect(data.offers.map((offer) => offer.href)).toEqual([
      '/offers/toyota/101',
      '/offers/toyota/102',
      '/offers/103',
      '/offers/toyota/104',
    ]);
    // Dealer HTML never reaches a card: the text of the sanitised description (site-wide §3).
    expect(data.offers[3]?.description.full).toBe('Big savings');
    const [list, breadcrumbs] = data.jsonLd as [Record<string, unknown>, Record<string, unknown>];
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 4 });
    expect((list.itemListElement as { item: Record<string, unknown> }[])[0]?.item).toMatchObject({
      '@type': 'Offer',
      name: '1.99% p.a. Finance on Toyota HiLux',
      url: 'https://www.coastaltoyota.com.au/offers/toyota/101',
      validThrough: '2026-07-31T00:00:00.000Z',
      itemOffered: { '@type': 'Car', brand: { name: 'Toyota' }, model: 'HiLux' },
    });
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  });

  it("shows the site's empty-offers text when there are none (vehicle-stock §8)", async () => {
    const { context } = contextAnswering(() =>
      Response.json({ site: 'coastal-toyota', count: 0, offers: [] }),
    );
    const loaderData = await specialOffersLoader({
      request: request('/special-offers'),
      context,
      params: {},
    } as never);
    renderPage('/special-offers', loaderData);
    expect(await screen.findByRole('heading', { level: 1, name: 'Special offers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'No Toyota offers right now. Check back soon.',
    );
  });
});

describe('/offers/:id and /offers/:manufacturer/:id route (site-wide §2)', () => {
  const answering = (offer = storyOffer()) =>
    contextAnswering((path) =>
      path === `/api/sites/coastal-toyota/offers/${offer.id}`
        ? Response.json({ offer })
        : Response.json({ error: 'Offer not found.' }, { status: 404 }),
    );

  it('loads the offer with its meta, canonical offer path and Offer JSON-LD', async () => {
    const { context } = answering();
    const data = await offerLoader({
      request: request('/offers/toyota/101'),
      context,
      params: { manufacturer: 'toyota', id: '101' },
    } as never);
    expect(data.seo.title).toBe('1.99% p.a. Finance on Toyota HiLux | Coastal Toyota');
    expect(data.seo.description).toHaveLength(161); // 160 characters and the ellipsis (site-wide §5)
    expect(data.seo.canonical).toBe('https://www.coastaltoyota.com.au/offers/toyota/101');
    expect(data.jsonLd[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Offer' });
    expect(data.offer.enquiryHref).toBe('/contact?offer=101');
  });

  it("serves /offers/{id} too, canonical to the manufacturer's path", async () => {
    const { context } = answering();
    const data = await offerLoader({
      request: request('/offers/101'),
      context,
      params: { id: '101' },
    } as never);
    expect(data.seo.canonical).toBe('https://www.coastaltoyota.com.au/offers/toyota/101');
  });

  it('is a 404 for another manufacturer segment, an unknown or not-current offer, or a bad id', async () => {
    const { context, platformFetch } = answering();
    const load = (params: Record<string, string>) =>
      thrownStatus(offerLoader({ request: request('/offers/x'), context, params } as never));
    expect(await load({ manufacturer: 'ford', id: '101' })).toBe(404);
    expect(await load({ manufacturer: 'toyota', id: '106' })).toBe(404); // another site's: API 404
    expect(await load({ id: 'abc' })).toBe(404);
    expect(await load({ id: '0' })).toBe(404);
    expect(platformFetch).toHaveBeenCalledTimes(2); // bad ids never reach the API
  });

  it('renders only sanitised description HTML, the enquiry call to action and the breadcrumbs', async () => {
    const { context } = answering(XSS_OFFER);
    const loaderData = await offerLoader({
      request: request('/offers/toyota/104'),
      context,
      params: { manufacturer: 'toyota', id: '104' },
    } as never);
    const { container } = renderPage('/offers/toyota/104', loaderData);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale <b>now</b>' })).toBeTruthy();
    expect(container.querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(screen.getByText('savings').tagName).toBe('STRONG');
    expect(
      screen.getByRole('link', { name: 'Enquire about this offer' }).getAttribute('href'),
    ).toBe('/contact?offer=104');
    const trail = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(trail).getByRole('link', { name: 'Special offers' }).getAttribute('href')).toBe(
      '/special-offers',
    );
  });
});
