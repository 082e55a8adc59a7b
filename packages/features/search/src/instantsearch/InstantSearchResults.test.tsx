import { CARS_INDEX_SETTINGS } from '@forecourt/api';
import { algoliaMultiSearch, SearchEngine } from '@forecourt/search-engine';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteProvider } from '@forecourt/site-shell';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { render, waitFor } from '@testing-library/react';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CarHit, resultCard } from '../car-hit.ts';
import { priceSliderBounds } from '../price-range.ts';
import { resultsCount } from '../results-page.ts';
import { panelFacets } from '../results-view.ts';
import { searchRequest, searchResults } from '../search-request.ts';
import { parseSearchParams, type SearchState, withPage } from '../search-state.ts';
import { carHit } from '../test-hits.ts';
import {
  browserBackendOf,
  InstantSearchResults,
  type IslandView,
  numbered,
} from './InstantSearchResults.tsx';
import type { ResultsSearchBackend, ResultsSearchClient } from './search-client.ts';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

const NOW_S = Math.floor(Date.now() / 1000);
const DAY = 86_400;

type Doc = CarHit & {
  show_on_dealer_website: boolean;
  sold_date_timestamp: number | null;
  price_range: string;
  colour: string;
};

function doc(overrides: Partial<Doc>): Doc {
  const hit = carHit(overrides);
  return {
    show_on_dealer_website: true,
    sold_date_timestamp: null,
    price_range:
      hit.price !== null && hit.price < 30_000 ? '$20,000 - $30,000' : '$40,000 - $50,000',
    colour: 'White',
    ...hit,
    ...overrides,
  } as Doc;
}

/** 30 Toyotas and Mazdas (two pages of 21), plus cars the site must never show. */
function docs(): Doc[] {
  const cars: Doc[] = [];
  for (let id = 1; id <= 30; id++) {
    const toyota = id % 3 !== 0;
    cars.push(
      doc({
        id,
        make: toyota ? 'Toyota' : 'Mazda',
        model: toyota ? (id % 2 ? 'HiLux' : 'Corolla') : 'CX-5',
        name: `2021 ${toyota ? 'Toyota' : 'Mazda'} car ${id}`,
        price: 20_000 + id * 1_000,
        created_at_timestamp: NOW_S - id * DAY,
        body: toyota ? 'Ute' : 'SUV',
      }),
    );
  }
  // Sold 30 days ago (outside the 3-day window, site-wide §4) and hidden from the website.
  cars.push(doc({ id: 98, status: 'sold', sold_date_timestamp: NOW_S - 30 * DAY }));
  cars.push(doc({ id: 99, show_on_dealer_website: false }));
  return cars;
}

function engineWithCars(): SearchEngine {
  const engine = new SearchEngine();
  const index = engine.createIndex('cars', { primaryKey: 'id' });
  // The platform's own cars index settings; the test cars are found by name, make, model, body.
  index.updateSettings({
    ...CARS_INDEX_SETTINGS,
    searchableAttributes: ['name', 'make', 'model', 'body'],
  });
  index.addDocuments(docs() as unknown as Record<string, unknown>[]);
  return engine;
}

/**
 * The official lite client (the one the page uses, `resultsSearchClient`), its requests answered
 * in process by the engine's Algolia protocol — the translation the platform's
 * `/search/1/indexes/*\/queries` route runs (that route is tested over HTTP with the official
 * client in packages/server/api). Only the socket is replaced; counts the requests.
 */
function engineClient(engine: SearchEngine) {
  const sent: string[] = [];
  const client = liteClient('forecourt', 'search-only', {
    hosts: [{ url: 'sunshine-used-cars.localhost/search', accept: 'read', protocol: 'http' }],
    requester: {
      async send(request) {
        sent.push(request.url);
        if (!/\/1\/indexes\/\*\/queries/.test(request.url)) {
          return { status: 404, content: '{"message":"Not Found"}', isTimedOut: false };
        }
        const body = JSON.parse(String(request.data ?? '{}')) as Record<string, unknown>;
        try {
          const answer = algoliaMultiSearch(engine, body);
          return { status: 200, content: JSON.stringify(answer), isTimedOut: false };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return {
            status: 400,
            content: JSON.stringify({ message, status: 400 }),
            isTimedOut: false,
          };
        }
      },
    },
  });
  return { client: client as ResultsSearchClient, sent };
}

/** The loader's view of a state, through the Meilisearch multi-search on the same engine. */
function loaderView(engine: SearchEngine, state: SearchState) {
  const now = new Date();
  const answer = engine.multiSearch(searchRequest(state, site, { now }) as never)
    .results as never[];
  const results = searchResults<CarHit>(state, answer);
  return {
    cards: results.hits.map((hit) => resultCard(hit, site, now)),
    count: resultsCount(results.totalHits, site),
    page: results.page,
    pageCount: results.totalPages,
    facets: panelFacets(state, results.facets),
    priceBounds: priceSliderBounds(results.priceStats),
  };
}

/**
 * A site configured for a real Meilisearch (`search.backend.kind: meilisearch`): the page's
 * `@meilisearch/instant-meilisearch` client, its multi-search answered in process by the engine's
 * Meilisearch protocol (the one the official `meilisearch` client is tested against over HTTP in
 * packages/server/api). Only the socket is replaced.
 */
function meiliClient(engine: SearchEngine) {
  const sent: string[] = [];
  const { searchClient } = instantMeiliSearch('http://meili.test', 'tenant-token', {
    finitePagination: true,
    httpClient: async (input, init) => {
      const url = String(input);
      sent.push(url);
      if (!url.endsWith('/multi-search')) throw new Error(`unexpected request ${url}`);
      return engine.multiSearch(JSON.parse(String(init?.body ?? '{}')) as never);
    },
  });
  const backend: ResultsSearchBackend = {
    kind: 'meilisearch',
    url: 'http://meili.test',
    searchKey: 'tenant-token',
  };
  return { backend, client: searchClient as unknown as ResultsSearchClient, sent };
}

function mount(
  href: string,
  engine: SearchEngine,
  clientOf: (engine: SearchEngine) => {
    backend?: ResultsSearchBackend;
    client: ResultsSearchClient;
    sent: string[];
  } = engineClient,
) {
  const views: IslandView[] = [];
  const readiness: boolean[] = [];
  const { client, sent, backend = { kind: 'embedded' } } = clientOf(engine);
  const island = (at: string) => {
    const url = new URL(at, 'https://x.test');
    return (
      <SiteProvider site={site}>
        <InstantSearchResults
          state={parseSearchParams(url.searchParams)}
          location={`${url.pathname}${url.search}`}
          searchClient={{ backend, client }}
          onView={(view) => views.push(view)}
          onReady={(ready) => readiness.push(ready)}
        />
      </SiteProvider>
    );
  };
  const rendered = render(island(href));
  /** The page navigates: React Router's new location is handed in. */
  const navigate = (to: string) => rendered.rerender(island(to));
  const last = () => views.at(-1);
  const settled = async (state: SearchState) =>
    waitFor(() => {
      const view = last();
      expect(view?.status).toBe('idle');
      expect(view?.state).toEqual(state);
      expect(view?.view?.page).toBe(state.page);
    });
  return { views, readiness, navigate, sent, last, settled, rendered };
}

describe('<InstantSearchResults />: react-instantsearch on the engine', () => {
  let engine: SearchEngine;
  beforeEach(() => {
    engine = engineWithCars();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the same results, counts, facets and price span as the loader's search", async () => {
    for (const href of [
      '/search',
      '/search?make=Toyota',
      '/search?make=Toyota&model=HiLux&body=Ute',
      '/search?range%5Bprice%5D=25000%3A40000&sortBy=cars%3Aprice%3Adesc',
      '/search?sortBy=cars%3Acreated_at_timestamp%3Adesc&page=2',
      '/search?query=mazda',
    ]) {
      const { last, settled, rendered } = mount(href, engine);
      const state = parseSearchParams(new URL(href, 'https://x.test').searchParams);
      await settled(state);
      expect(last()?.view, href).toEqual(loaderView(engine, state));
      rendered.unmount();
    }
  });

  it('shows the same with a Meilisearch back end through instant-meilisearch (15.4)', async () => {
    for (const href of [
      '/search',
      '/search?make=Toyota&body=Ute',
      '/search?range%5Bprice%5D=25000%3A40000&sortBy=cars%3Aprice%3Aasc',
      '/search?page=2',
    ]) {
      const { last, settled, rendered, sent } = mount(href, engine, meiliClient);
      const state = parseSearchParams(new URL(href, 'https://x.test').searchParams);
      await settled(state);
      expect(last()?.view, href).toEqual(loaderView(engine, state));
      // The hidden cars stay hidden through the Meilisearch filter syntax too (site-wide §4, §7).
      expect(last()?.view?.cards.map((card) => card.id)).not.toContain(99);
      expect(sent.every((url) => url === 'http://meili.test/multi-search')).toBe(true);
      rendered.unmount();
    }
  });

  it('never shows cars the site hides (old sold cars, not on the website; site-wide §4, §7)', async () => {
    const { last, settled } = mount('/search', engine);
    await settled(parseSearchParams(new URLSearchParams()));
    const view = last()?.view;
    expect(view?.count).toBe(30);
    const ids = view?.cards.map((card) => card.id) ?? [];
    expect(ids).not.toContain(98);
    expect(ids).not.toContain(99);
  });

  it("follows the page's location: each URL is searched client side and reported for that URL", async () => {
    const { navigate, last, settled, sent, readiness, views } = mount('/search', engine);
    const start = parseSearchParams(new URLSearchParams());
    await settled(start);
    expect(readiness).toEqual([true]);
    expect(last()?.location).toBe('/search');
    const toyota = parseSearchParams(new URLSearchParams('make=Toyota&sortBy=cars:price:asc'));
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Aasc');
    await settled(toyota);
    expect(last()?.location).toBe('/search?make=Toyota&sortBy=cars%3Aprice%3Aasc');
    // The island never writes the URL: React Router alone does.
    expect(window.location.pathname).toBe('/');
    const view = last()?.view;
    expect(view?.count).toBe(20);
    const prices = view?.cards.map((card) => Number(card.priceText.replace(/\D/g, ''))) ?? [];
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => Number(a) - Number(b)));
    // OR within a facet: Mazda is still offered with its count (vehicle-stock §2).
    const makes = view?.facets
      .find((facet) => facet.facet === 'make')
      ?.groups.flatMap((g) => g.options);
    expect(makes?.map((option) => [option.value, option.count])).toEqual(
      expect.arrayContaining([
        ['Toyota', 20],
        ['Mazda', 10],
      ]),
    );
    expect(last()?.heading).toContain('Toyota');
    expect(last()?.chips.filters.map((chip) => chip.key)).toContain('make=Toyota');

    // A page link, then the sort (no page: back to page one, vehicle-stock §4), then Back.
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Aasc&page=2');
    await settled(withPage(toyota, 2));
    expect(last()?.view?.page).toBe(2);
    const desc = parseSearchParams(new URLSearchParams('make=Toyota&sortBy=cars:price:desc'));
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Adesc');
    await settled(desc);
    expect(last()?.view?.page).toBe(1);
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Aasc&page=2');
    await settled(withPage(toyota, 2));
    // Quick changes: the answer shown is the last location's, never an earlier one's.
    navigate('/search?make=Toyota&page=2');
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Adesc&page=2');
    navigate('/search?make=Toyota&sortBy=cars%3Aprice%3Aasc');
    await settled(toyota);
    const cheapest = last()?.view?.cards.map((card) => Number(card.priceText.replace(/\D/g, '')));
    expect(cheapest).toEqual([...(cheapest ?? [])].sort((a, b) => a - b));
    // Every report is of the location it names: its page is that location's.
    for (const reported of views) {
      const url = new URL(reported.location, 'https://x.test');
      expect(reported.view?.page).toBe(parseSearchParams(url.searchParams).page);
    }
    expect(sent.every((url) => url.includes('/1/indexes/*/queries'))).toBe(true);
  });

  it('reports the error state when the search fails (vehicle-stock §4)', async () => {
    const failing = liteClient('forecourt', 'search-only', {
      hosts: [{ url: 'sunshine-used-cars.localhost/search', accept: 'read', protocol: 'http' }],
      requester: {
        async send() {
          return { status: 500, content: '{"message":"down","status":500}', isTimedOut: false };
        },
      },
    });
    const views: IslandView[] = [];
    render(
      <SiteProvider site={site}>
        <InstantSearchResults
          state={parseSearchParams(new URLSearchParams('make=Toyota'))}
          location="/search?make=Toyota"
          searchClient={{ backend: { kind: 'embedded' }, client: failing as ResultsSearchClient }}
          onView={(view) => views.push(view)}
        />
      </SiteProvider>,
    );
    await waitFor(() => expect(views.at(-1)?.status).toBe('error'), { timeout: 10_000 });
    expect(views.at(-1)?.view).toBeNull();
    expect(views.at(-1)?.heading).toContain('Toyota');
  });
});

describe('numbered', () => {
  it("stamps each answer with its search's number (InstantSearch patches an answer's state to the current one)", async () => {
    const engine = engineWithCars();
    const { client: inner } = engineClient(engine);
    const { client, sent } = numbered(inner);
    expect(sent()).toBe(0);
    const request = { indexName: 'cars', params: { query: '', hitsPerPage: 1 } };
    const first = (await client.search([request])) as { results: Record<string, unknown>[] };
    const second = (await client.search([request, request])) as {
      results: Record<string, unknown>[];
    };
    expect(sent()).toBe(2);
    expect(first.results.map((result) => result.__forecourtSearch)).toEqual([1]);
    expect(second.results.map((result) => result.__forecourtSearch)).toEqual([2, 2]);
  });
});

describe('browserBackendOf', () => {
  it('uses the baked descriptor when it carries what a browser searches with', async () => {
    expect(await browserBackendOf(site)).toEqual({ kind: 'embedded' });
  });

  it("asks /api/search/client for a Meilisearch site's tenant token when the baked descriptor has none", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return Response.json({
        searchClient: {
          kind: 'meilisearch',
          indexName: 'cars',
          url: 'https://meili.example',
          searchKey: 'tenant-token',
        },
      });
    }) as typeof fetch;
    const meili = {
      ...site,
      searchClient: {
        kind: 'meilisearch',
        indexName: 'cars',
        url: 'https://meili.example',
        searchKey: null,
      },
    } as typeof site;
    expect(await browserBackendOf(meili, fetcher)).toEqual({
      kind: 'meilisearch',
      url: 'https://meili.example',
      searchKey: 'tenant-token',
    });
    expect(asked).toEqual(['/api/search/client?site=sunshine-used-cars']);
  });
});
