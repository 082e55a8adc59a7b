import type { PublicSiteConfig } from '@forecourt/site-config';
import {
  breadcrumbJsonLd,
  canonicalOrigin,
  canonicalUrl,
  JsonLdScripts,
  publicPageHeaders,
  shareMeta,
  siteOf,
  useSite,
} from '@forecourt/site-shell';
import uiKitStylesUrl from '@forecourt/ui-kit/styles.css?url';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from 'react-router';
import { appliedFilters, clearAllFiltersHref } from '../applied-filters.ts';
import {
  type CarHit,
  canonicalSearchParams,
  clearFiltersHref,
  EMPTY_SEARCH_STATE,
  FacetPanel,
  hasFilters,
  hiddenFields,
  type MultiSearchRequest,
  parseSearchParams,
  pathRefinements,
  priceSliderBounds,
  promoPositions,
  ResultsGrid,
  resultCard,
  resultsCount,
  SEARCH_PATH,
  SortSelect,
  searchFilter,
  searchHref,
  searchRequest,
  searchResults,
  toSearchParams,
  withPage,
  withRefinements,
} from '../index.ts';
import type { IslandView, ResultsIsland } from '../instantsearch/InstantSearchResults.tsx';
import type { ResultsHistory } from '../instantsearch/routing.ts';
import { multiSearch, SearchUnavailableError } from '../multi-search.ts';
import { resultsHeading, stockHeading } from '../results-heading.ts';
import { inStockFirst } from '../results-page.ts';
import { panelFacets } from '../results-view.ts';
import searchStylesUrl from '../search.css?url';
import { inStockCount, inStockFirstRequest } from '../search-request.ts';
import { AppliedFilters } from '../ui/AppliedFilters.tsx';
import { FiltersDrawer } from '../ui/FiltersDrawer.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useResultToggles } from '../useResultToggles.ts';
import { useSearchPageView } from '../useSearchPageView.ts';

/**
 * The values `/search/{make}`, `/search/{make}/{model}`, `/search/{body}` and
 * `/search/{location}` can name: one facets-only query over the site's stock (site-wide §2).
 * Models are not grouped by make here, so `/search/{make}/{model}` accepts any model of the
 * site and the search then filters on both.
 */
async function pathVocabulary(
  request: Request,
  context: LoaderFunctionArgs['context'],
  site: PublicSiteConfig,
  now: Date,
) {
  const body: MultiSearchRequest = {
    queries: [
      {
        indexUid: 'cars',
        q: '',
        facets: ['make', 'model', 'body', 'location_name'],
        filter: searchFilter(EMPTY_SEARCH_STATE, site, { now }),
        hitsPerPage: 0,
        page: 1,
      },
    ],
  };
  const [result] = await multiSearch<CarHit>(request, context, body);
  const values = (facet: string) => Object.keys(result?.facetDistribution?.[facet] ?? {});
  const models = values('model');
  return {
    makes: values('make'),
    models: Object.fromEntries(values('make').map((make) => [make, models])),
    bodies: values('body'),
    locations: values('location_name'),
    dealershipSlugs: site.dealerships.map((dealership) => dealership.slug),
  };
}

/**
 * The search results page, rendered on the server (vehicle-stock §2): the state comes from the
 * query string and the `/search/*` path, the search runs here through the platform's
 * `/search/multi-search` (scoped to the site by Host), and filters, sort and pages are GET forms
 * and links, so the page works without JavaScript; with it, React Router navigates client side
 * and re-runs this loader.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = siteOf(context);
  const url = new URL(request.url);
  const now = new Date();
  const path = params['*']?.replace(/\/+$/, '') ?? '';
  let state = parseSearchParams(url.searchParams);
  let searchError: SearchUnavailableError | null = null;
  try {
    if (path) {
      const refinements = pathRefinements(path, await pathVocabulary(request, context, site, now));
      if (!refinements) throw data(null, { status: 404, statusText: 'Not Found' });
      state = withRefinements(state, refinements);
    }
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    searchError = error;
  }
  // The heading says what is shown, in the site's words (vehicle-stock §2): the h1, the title,
  // the description and the breadcrumb's last name.
  const heading = resultsHeading(state, site);
  const seo = {
    title: `${heading} | ${site.name}`,
    description: `${heading}. Browse the ${site.texts.vehicles} for sale at ${site.name}.`,
    canonical: canonicalUrl(site.url, request.url, path ? `/search/${path}` : '/search'),
  };
  const share = { type: 'website' as const, siteName: site.name };
  const stock = stockHeading(site);
  // Home → {Vehicles} for sale (→ what this page shows, when narrower) (site-wide §2).
  const jsonLd = [
    breadcrumbJsonLd(
      [
        { name: 'Home', href: '/' },
        { name: stock, href: '/search' },
        ...(path || hasFilters(state) ? [{ name: heading }] : []),
      ],
      canonicalOrigin(site.url, request.url),
      seo.canonical,
    ),
  ];
  const chips = {
    filters: appliedFilters(state),
    clearAllHref: clearAllFiltersHref(state),
  };
  try {
    if (searchError) throw searchError;
    const answer = await multiSearch<CarHit>(request, context, searchRequest(state, site, { now }));
    const results = searchResults(state, answer);
    // Most Relevant: sold cars never above in-stock ones (vehicle-stock §4). The index cannot
    // sort on status, so with both in the results the page is asked again as in-stock-first
    // slices (across pages); without status counts (another engine) the page's own hits are
    // put in that order (stable).
    const order = inStockFirstRequest(
      state,
      site,
      { now },
      { inStock: inStockCount(answer[0]), total: results.totalHits },
    );
    const hits = order
      ? (await multiSearch<CarHit>(request, context, order)).flatMap((slice) => slice.hits)
      : state.sortBy === null
        ? inStockFirst(results.hits)
        : results.hits;
    const facets = panelFacets(state, results.facets);
    return {
      seo,
      share,
      jsonLd,
      heading,
      chips,
      state,
      clearFiltersHref: clearFiltersHref(url.pathname),
      results: {
        cards: hits.map((hit) => resultCard(hit, site, now)),
        count: resultsCount(results.totalHits, site),
        page: results.page,
        pageCount: results.totalPages,
        facets,
        // The price slider's ends: the search's prices without its own range (site-wide §5).
        priceBounds: priceSliderBounds(results.priceStats),
        promoPositions: promoPositions(site.promo_cards, Math.random),
      },
    };
  } catch (error) {
    if (!(error instanceof SearchUnavailableError)) throw error;
    console.error(`search results page: ${error.message}`);
    return {
      seo,
      share,
      jsonLd,
      heading,
      chips,
      state,
      clearFiltersHref: clearFiltersHref(url.pathname),
      results: null,
    };
  }
}

/** The same for every anonymous shopper: the rendered-page cache may keep it (issue 16). */
export const headers = publicPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

// The price slider (RangeSlider) is a ui-kit component with its own styles.
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: uiKitStylesUrl },
  { rel: 'stylesheet', href: searchStylesUrl },
];

type Results = NonNullable<Awaited<ReturnType<typeof loader>>['results']>;

/**
 * The InstantSearch island (issue 15.2): react-instantsearch with the algoliasearch lite client
 * on the platform's Algolia-protocol routes. Its code (InstantSearch, the helper, the client:
 * ~40 KB gzip) is not in the first load: it is imported on the shopper's first touch of the
 * results (pointer, focus, key, hover). Until it runs, filters, sort and pages work as today
 * (GET forms and links, client navigation through this route's loader); once it runs they are
 * searched client side without the loader, the URL written in today's format.
 */
const InstantSearchResults = lazy(() => import('../instantsearch/InstantSearchResults.tsx'));

/**
 * The island is off unless the sites are built with `VITE_INSTANTSEARCH_RESULTS=1`: in the
 * browser tests a sort after a page change with a filter applied can keep the old page (see
 * tooling/e2e/src/instantsearch.browser.test.ts), so it is not yet the default.
 */
const ISLAND_ENABLED =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_INSTANTSEARCH_RESULTS ===
  '1';

/** The platform's engine (a site's own back end, issue 15.4, is not configurable yet). */
const EMBEDDED_BACKEND = { kind: 'embedded' } as const;

/** Whether the island answers `/search` URL changes (the loader is then not asked again). */
const island = { active: false };

/**
 * A change of `/search`'s query string while the island runs is searched by the island: the
 * loader is not run again for it (a `/search/{path}` URL, a POST or anything else still is).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  island.active &&
  nextUrl.pathname === SEARCH_PATH &&
  currentUrl.pathname.startsWith(SEARCH_PATH) &&
  (formMethod === undefined || formMethod.toUpperCase() === 'GET')
    ? false
    : defaultShouldRevalidate;

/** The query string of a state, as the page's URLs write it (`?make=Toyota`, or empty). */
function searchOf(state: Parameters<typeof toSearchParams>[0]): string {
  const query = toSearchParams(state).toString();
  return query ? `?${query}` : '';
}

/** Where focus was in a search form when it was submitted, to put it back after the re-render. */
interface FocusMark {
  /** The form's place among the page's forms (the filters, the sort, the drawer's filters). */
  form: number;
  selector: string;
  index: number;
}

function focusMark(container: HTMLElement | null, form: HTMLFormElement): FocusMark | null {
  const active = document.activeElement;
  const formIndex = container ? [...container.querySelectorAll('form')].indexOf(form) : -1;
  if (!(active instanceof HTMLElement) || formIndex < 0 || !form.contains(active)) return null;
  const name = active.getAttribute('name');
  const value = active.getAttribute('value');
  const selector = name
    ? `[name="${CSS.escape(name)}"]${active.getAttribute('type') === 'checkbox' && value !== null ? `[value="${CSS.escape(value)}"]` : ''}`
    : active.getAttribute('role') === 'slider'
      ? '[role="slider"]'
      : null;
  if (!selector) return null;
  const index = [...form.querySelectorAll(selector)].indexOf(active);
  return { form: formIndex, selector, index: Math.max(0, index) };
}

function restoreFocus(container: HTMLElement | null, mark: FocusMark): void {
  const form = container?.querySelectorAll('form')[mark.form];
  const target = form?.querySelectorAll<HTMLElement>(mark.selector)[mark.index];
  if (!target) return;
  target.focus({ preventScroll: true });
  // A slider thumb is shown only once Radix has measured it: try again on the next frame.
  if (document.activeElement !== target) {
    requestAnimationFrame(() => target.focus({ preventScroll: true }));
  }
}

export default function SearchResultsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const site = useSite();

  // The InstantSearch island: wanted on the first touch of the results, its view kept with the
  // loader data it started from (a loader run — a `/search/{path}` link — starts it again).
  const [islandWanted, setIslandWanted] = useState(false);
  const layoutRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layout = layoutRef.current;
    if (!layout || islandWanted || !ISLAND_ENABLED) return;
    const want = () => setIslandWanted(true);
    const events = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;
    for (const name of events) layout.addEventListener(name, want, { once: true, passive: true });
    return () => {
      for (const name of events) layout.removeEventListener(name, want);
    };
  }, [islandWanted]);
  // Each loader answer starts the island again from its page.
  const loaderRun = useRef({ data: loaderData, count: 0 });
  if (loaderRun.current.data !== loaderData) {
    loaderRun.current = { data: loaderData, count: loaderRun.current.count + 1 };
  }
  const [islandView, setIslandView] = useState<{
    from: typeof loaderData;
    view: IslandView;
  } | null>(null);
  const islandRef = useRef<ResultsIsland | null>(null);
  const onIslandView = useCallback(
    (view: IslandView) => setIslandView({ from: loaderData, view }),
    [loaderData],
  );
  const [islandReady, setIslandReady] = useState(false);
  const onIslandReady = useCallback((ready: ResultsIsland | null) => {
    islandRef.current = ready;
    island.active = ready !== null;
    setIslandReady(ready !== null);
  }, []);
  // The island's history is React Router's: it navigates (this route's shouldRevalidate skips
  // the loader) and hears every other location change (Back/Forward, a chip, the header search).
  const listeners = useRef(new Set<() => void>());
  const pushed = useRef<string | null>(null);
  const islandHistory = useMemo<ResultsHistory>(
    () => ({
      location: () => ({ pathname: window.location.pathname, search: window.location.search }),
      push: (href) => {
        pushed.current = href;
        navigate(href, { preventScrollReset: true });
      },
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [navigate],
  );
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (pushed.current === here) {
      pushed.current = null;
      return;
    }
    for (const listener of listeners.current) listener();
  }, [here]);
  // The page the loader answered for (not every later island URL).
  const islandInitial = useRef({
    from: loaderData,
    pathname: '',
    search: '',
    state: loaderData.state,
  });
  if (islandInitial.current.from !== loaderData || !islandInitial.current.pathname) {
    islandInitial.current = {
      from: loaderData,
      pathname: location.pathname,
      search: location.search,
      state: loaderData.state,
    };
  }
  // The island's answer is shown once it differs from the loader's page (a refinement).
  const current =
    islandView &&
    islandView.from === loaderData &&
    searchOf(islandView.view.state) !== searchOf(loaderData.state)
      ? islandView.view
      : null;
  const state = current?.state ?? loaderData.state;
  const results: Results | null = current
    ? current.view && {
        ...current.view,
        promoPositions: loaderData.results?.promoPositions ?? [],
      }
    : loaderData.results;
  const heading = current?.heading ?? loaderData.heading;
  const chips = current?.chips ?? loaderData.chips;
  useEffect(() => {
    if (current) document.title = `${current.heading} | ${site.name}`;
  }, [current, site.name]);

  // Loading and error keep the previous hits and counts on screen (vehicle-stock §4).
  const lastResults = useRef<Results | null>(results);
  if (results) lastResults.current = results;
  const shown = results ?? lastResults.current;
  const loading =
    (navigation.state === 'loading' && navigation.location.pathname.startsWith(SEARCH_PATH)) ||
    current?.status === 'loading';
  const status =
    results === null && current?.status !== 'loading' ? 'error' : loading ? 'loading' : 'idle';
  // The query string the results on screen are for (browser tests wait for it to match).
  const shownSearch = useRef(location.search);
  if (status !== 'loading') shownSearch.current = current ? searchOf(state) : location.search;
  const toggles = useResultToggles();
  // Event 49, a search page view, for each results page shown (vehicle-stock §7).
  const page = `${location.pathname}${location.search}`;
  useSearchPageView(page, {
    path: page,
    query: state.query,
    ...(results ? { count: results.count } : {}),
  });
  const focusAfterSubmit = useRef<{ mark: FocusMark; search: string } | null>(null);
  // A filter or sort change: navigate to the canonical URL of the form's fields (empty price
  // fields dropped, min/max folded into range[price]); no page, so back to page one (vehicle-stock
  // §4). The forms are re-created for the new query string: focus goes back where it was.
  const submitForm = (form: HTMLFormElement) => {
    const params = canonicalSearchParams(new FormData(form));
    const mark = focusMark(document.body, form);
    const query = params.toString();
    // Nothing changed (a price field left as it was): no new search.
    if (query === toSearchParams({ ...state, page: 1 }).toString()) return;
    focusAfterSubmit.current = mark ? { mark, search: query ? `?${query}` : '' } : null;
    // With the island running, the URL changes without the loader and InstantSearch hears it
    // (one path for forms, links, chips and Back).
    if (islandRef.current) {
      return navigate(query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH, {
        preventScrollReset: true,
      });
    }
    return submit(params, {
      action: SEARCH_PATH,
      method: 'get',
      preventScrollReset: true,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitForm(event.currentTarget);
  };
  // With the island running, a page link (or Clear Filters) of the results is a client-side
  // change too: React Router navigates and the island hears it; the loader is not asked.
  const onResultsClick = (event: globalThis.MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const href = link?.getAttribute('href') ?? '';
    if (
      !islandRef.current ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !/^\/search(\?|$)/.test(href)
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  const clickRef = useRef(onResultsClick);
  clickRef.current = onResultsClick;
  useEffect(() => {
    const layout = layoutRef.current;
    const onClick = (event: globalThis.MouseEvent) => clickRef.current(event);
    layout?.addEventListener('click', onClick);
    return () => layout?.removeEventListener('click', onClick);
  }, []);
  // After a submitted filter or sort form is re-created for the new query string.
  // The forms show `state` (the loader's, or the island's once it answers a change).
  const formsKey = searchOf(state);
  useEffect(() => {
    const pending = focusAfterSubmit.current;
    if (pending?.search !== formsKey) return;
    focusAfterSubmit.current = null;
    restoreFocus(document.body, pending.mark);
  }, [formsKey]);

  const hydrated = useHydrated();
  const vehicles = site.texts.vehicles;
  // The Filters button's count: the applied refinements and price range (not the query).
  const appliedCount = chips.filters.filter((chip) => chip.facet !== 'query').length;
  // Keyed by the query string so its uncontrolled inputs follow every navigation (a chip or
  // Clear all unticks boxes); the drawer around it stays open.
  const facetPanel = (
    <FacetPanel
      key={formsKey}
      facets={shown?.facets ?? []}
      action={SEARCH_PATH}
      hidden={hiddenFields(state, 'facets')}
      price={{ bounds: shown?.priceBounds ?? null, value: state.price }}
      onChange={submitForm}
      onSubmit={onSubmit}
    />
  );

  return (
    <div className="page search-page" data-feature-slot="search">
      <JsonLdScripts items={loaderData.jsonLd} />
      <h1 className="search-page__heading">{heading}</h1>
      {/* data-search: the query string this render shows (browser tests wait for it to match). */}
      <div
        className="search-page__layout"
        data-hydrated={hydrated || undefined}
        data-search={shownSearch.current}
        data-instantsearch={current ? 'shown' : islandReady ? 'ready' : undefined}
        ref={layoutRef}
      >
        {islandWanted ? (
          <Suspense fallback={null}>
            <InstantSearchResults
              key={loaderRun.current.count}
              backend={EMBEDDED_BACKEND}
              initial={islandInitial.current}
              history={islandHistory}
              onView={onIslandView}
              onReady={onIslandReady}
            />
          </Suspense>
        ) : null}
        {/*
          The filters: beside the results on wide screens; on a phone (≤ 768px) after them, in
          the page flow without JavaScript (the Filters link jumps here) and in a drawer once
          hydrated (vehicle-stock §2).
        */}
        <aside id="search-filters" className="search-page__filters" aria-label="Filters">
          {facetPanel}
        </aside>
        <section className="search-page__results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div className="search-page__toolbar">
            <FiltersDrawer
              appliedCount={appliedCount}
              resultsCount={shown?.count ?? 0}
              filtersId="search-filters"
              className="search-page__filters-button"
              translations={{ showResults: `Show {count} ${vehicles}` }}
            >
              <AppliedFilters
                filters={chips.filters}
                clearAllHref={chips.clearAllHref}
                renderLink={renderChipLink}
              />
              {facetPanel}
            </FiltersDrawer>
            <SortSelect
              key={formsKey}
              value={state.sortBy}
              action={SEARCH_PATH}
              hidden={hiddenFields(state, 'sortBy')}
              onChange={submitForm}
            />
          </div>
          <AppliedFilters
            filters={chips.filters}
            clearAllHref={chips.clearAllHref}
            renderLink={renderChipLink}
          />
          <p role="status" className="toggle-notice">
            {toggles.notice}
          </p>
          <ResultsGrid
            cards={shown?.cards ?? []}
            count={shown?.count ?? 0}
            status={status}
            page={shown?.page ?? state.page}
            pageCount={shown?.pageCount ?? 0}
            hrefForPage={(page) => searchHref(withPage(state, page))}
            clearFiltersHref={loaderData.clearFiltersHref}
            promoPositions={shown?.promoPositions ?? []}
            renderPromo={() => (
              <a className="search-page__promo" href="/special-offers">
                See our special offers
              </a>
            )}
            classNames={{ list: 'car-grid' }}
            translations={countTexts(vehicles)}
            {...toggles.grid}
          />
        </section>
      </div>
    </div>
  );
}

/** The results count in the site's vehicle word: `123 caravans found`. */
function countTexts(vehicles: string) {
  const one = /^[a-z]+s$/i.test(vehicles) ? vehicles.slice(0, -1) : 'result';
  return { count: `{count} ${vehicles} found`, countOne: `1 ${one} found` };
}

/** Chips navigate client side and keep the scroll position. */
function renderChipLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link to={href} className={className} aria-label={label} preventScrollReset>
      {children}
    </Link>
  );
}
