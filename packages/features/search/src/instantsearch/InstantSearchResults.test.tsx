import { CARS_INDEX_SETTINGS } from '@forecourt/api';
import { algoliaMultiSearch, SearchEngine } from '@forecourt/search-engine';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteProvider } from '@forecourt/site-shell';
import { act, render, waitFor } from '@testing-library/react';
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
  InstantSearchResults,
  type IslandView,
  type ResultsIsland,
} from './InstantSearchResults.tsx';
import { browserHistory } from './routing.ts';
import type { ResultsSearchClient } from './search-client.ts';

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

function mount(href: string, engine: SearchEngine) {
  window.history.replaceState(null, '', href);
  const url = new URL(href, window.location.origin);
  const initial = {
    pathname: url.pathname,
    search: url.search,
    state: parseSearchParams(url.searchParams),
  };
  const views: IslandView[] = [];
  const island: { current: ResultsIsland | null } = { current: null };
  const { client, sent } = engineClient(engine);
  const history = browserHistory();
  const rendered = render(
    <SiteProvider site={site}>
      <InstantSearchResults
        backend={{ kind: 'embedded' }}
        initial={initial}
        history={history}
        searchClient={client}
        onView={(view) => views.push(view)}
        onReady={(ready) => {
          island.current = ready;
        }}
      />
    </SiteProvider>,
  );
  const last = () => views.at(-1);
  const settled = async (state: SearchState) =>
    waitFor(() => {
      const view = last();
      expect(view?.status).toBe('idle');
      expect(view?.state).toEqual(state);
      expect(view?.view).not.toBeNull();
    });
  return { views, island, sent, last, settled, rendered };
}

describe('<InstantSearchResults /> (issue 15.2): react-instantsearch on the engine', () => {
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

  it('never shows cars the site hides (old sold cars, not on the website; site-wide §4, §7)', async () => {
    const { last, settled } = mount('/search', engine);
    await settled(parseSearchParams(new URLSearchParams()));
    const view = last()?.view;
    expect(view?.count).toBe(30);
    const ids = view?.cards.map((card) => card.id) ?? [];
    expect(ids).not.toContain(98);
    expect(ids).not.toContain(99);
  });

  it("refines client side, writes today's URL, keeps refined facets' other values, and Back restores", async () => {
    const { island, last, settled, sent } = mount('/search', engine);
    const start = parseSearchParams(new URLSearchParams());
    await settled(start);
    const toyota = parseSearchParams(new URLSearchParams('make=Toyota&sortBy=cars:price:asc'));
    await act(async () => island.current?.refine(toyota));
    await settled(toyota);
    expect(window.location.pathname + window.location.search).toBe(
      '/search?make=Toyota&sortBy=cars%3Aprice%3Aasc',
    );
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

    // A page link: page 2 of the same search, pushed as its own history entry.
    await act(async () => island.current?.refine(withPage(toyota, 2)));
    await settled(withPage(toyota, 2));
    expect(window.location.search).toBe('?make=Toyota&sortBy=cars%3Aprice%3Aasc&page=2');
    expect(last()?.view?.page).toBe(2);
    // Back twice: the state of each earlier URL comes back (no page reload in between).
    act(() => window.history.back());
    await settled(toyota);
    act(() => window.history.back());
    await settled(start);
    expect(window.location.search).toBe('');
    const requests = sent.length;
    expect(sent.length).toBeGreaterThanOrEqual(requests);
  });
});
