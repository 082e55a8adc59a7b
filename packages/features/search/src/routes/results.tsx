import { slugify } from '@forecourt/format';
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
import { quoteFilterValue } from '@forecourt/stock-eligibility';
import { Breadcrumbs } from '@forecourt/ui-kit';
import { stylesheetLinks } from '@forecourt/ui-kit/stylesheets';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  data,
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
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
import type { PageView } from '../instantsearch/ResultsIsland.tsx';
import {
  multiSearch,
  SearchUnavailableError,
  searchPageHeaders,
  searchUnavailable,
} from '../multi-search.ts';
import { pagePromoTiles, promoTileAt, runningPromoTiles } from '../promo-tiles.ts';
import { resultsHeading } from '../results-heading.ts';
import { inStockFirst } from '../results-page.ts';
import { islandAnswers } from '../results-revalidation.ts';
import { panelFacets } from '../results-view.ts';
import { searchBreadcrumbs } from '../search-breadcrumbs.ts';
import { inStockCount, inStockFirstRequest } from '../search-request.ts';
import { AppliedFilters } from '../ui/AppliedFilters.tsx';
import { FiltersDrawer } from '../ui/FiltersDrawer.tsx';
import { PromoTileCard } from '../ui/PromoTileCard.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useResultToggles } from '../useResultToggles.ts';
import { useSearchPageView } from '../useSearchPageView.ts';

/**
 * The values `/search/{make}`, `/search/{make}/{model}`, `/search/{body}` and
 * `/search/{location}` can name: one facets-only query over the site's stock (site-wide §2).
 * A facet lists at most the index's `maxValuesPerFacet` values (100, alphabetical), which a
 * group's models outnumber, so the models are asked for separately, of the path's make only,
 * when the path names one (`/search/ford/ranger` must find Ranger however many models come first).
 */
async function pathVocabulary(
  request: Request,
  context: LoaderFunctionArgs['context'],
  site: PublicSiteConfig,
  now: Date,
  modelOfMakeSlug: string | null,
) {
  const facetsOf = async (facets: string[], state = EMPTY_SEARCH_STATE) => {
    const body: MultiSearchRequest = {
      queries: [
        {
          indexUid: 'cars',
          q: '',
          facets,
          filter: searchFilter(state, site, { now }),
          hitsPerPage: 0,
          page: 1,
        },
      ],
    };
    const [result] = await multiSearch<CarHit>(request, context, body);
    return (facet: string) => Object.keys(result?.facetDistribution?.[facet] ?? {});
  };
  const values = await facetsOf(['make', 'body', 'location_name']);
  const makes = values('make');
  const make =
    modelOfMakeSlug === null ? undefined : makes.find((name) => slugify(name) === modelOfMakeSlug);
  const models =
    make === undefined
      ? {}
      : {
          [make]: (
            await facetsOf(['model'], withRefinements(EMPTY_SEARCH_STATE, { make: [make] }))
          )('model'),
        };
  return {
    makes,
    models,
    bodies: values('body'),
    locations: values('location_name'),
    dealershipSlugs: site.dealerships.map((dealership) => dealership.slug),
  };
}

/**
 * The location a location's own slug names (`/search/{location slug}`, the View Our Stock link of
 * a location card, site-wide §2): the slug need not be the slug of its name (a yard named for its
 * town, slugged for its suburb), so it is looked up in the index's `location_slug`, only when the
 * path named nothing else.
 */
async function locationOfSlug(
  request: Request,
  context: LoaderFunctionArgs['context'],
  site: PublicSiteConfig,
  now: Date,
  slug: string,
): Promise<string | undefined> {
  const body: MultiSearchRequest = {
    queries: [
      {
        indexUid: 'cars',
        q: '',
        facets: ['location_name'],
        filter: [
          ...searchFilter(EMPTY_SEARCH_STATE, site, { now }),
          `location_slug = ${quoteFilterValue(slug)}`,
        ],
        hitsPerPage: 0,
        page: 1,
      },
    ],
  };
  const [result] = await multiSearch<CarHit>(request, context, body);
  const names = Object.keys(result?.facetDistribution?.location_name ?? {});
  return names.length === 1 ? names[0] : undefined;
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
      const [first, second] = path
        .toLowerCase()
        .split('/')
        .map((segment) => segment.trim())
        .filter(Boolean);
      const vocabulary = await pathVocabulary(
        request,
        context,
        site,
        now,
        second ? (first ?? null) : null,
      );
      let refinements = pathRefinements(path, vocabulary);
      if (!refinements && first && !second) {
        const location = await locationOfSlug(request, context, site, now, first);
        if (location !== undefined) refinements = { location_name: [location] };
      }
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
  // Home → {Vehicles} for sale → car type → make → model or body → this page (site-wide §2).
  const breadcrumbs = searchBreadcrumbs(
    state,
    site,
    heading,
    path ? `/search/${path}` : '/search',
    Boolean(path) || hasFilters(state),
  );
  const jsonLd = [
    breadcrumbJsonLd(
      breadcrumbs.map((crumb) => ({ name: crumb.label, href: crumb.href ?? null })),
      canonicalOrigin(site.url, request.url),
      seo.canonical,
    ),
  ];
  const chips = {
    filters: appliedFilters(state),
    clearAllHref: clearAllFiltersHref(state),
  };
  // The promo tiles running now (site-wide §4), for the promo card slots; the page picks the
  // ones for the car types it shows, also after a refinement in the browser.
  const promoTiles = runningPromoTiles(site.rules.promo_tiles, now);
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
      breadcrumbs,
      heading,
      chips,
      state,
      clearFiltersHref: clearFiltersHref(url.pathname),
      promoTiles,
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
    // Never "0 cars found" with a 200 (vehicle-stock §2): 503, Retry-After and no-store, with
    // the heading and the shopper's filters; the page says the search did not answer.
    return searchUnavailable(
      {
        seo,
        share,
        jsonLd,
        breadcrumbs,
        heading,
        chips,
        state,
        clearFiltersHref: clearFiltersHref(url.pathname),
        promoTiles,
        results: null,
      },
      error,
    );
  }
}

/**
 * The same for every anonymous shopper: the rendered-page cache may keep it; a page
 * whose search failed keeps its 503's Retry-After and no-store instead.
 */
export const headers = searchPageHeaders(publicPageHeaders);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? shareMeta(loaderData.seo, loaderData.share) : [];

// The price slider (RangeSlider) is a ui-kit component with its own styles.
export const links: LinksFunction = () =>
  stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/search/search.css');

type Results = NonNullable<
  Extract<Awaited<ReturnType<typeof loader>>, { results: unknown }>['results']
>;

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

/**
 * The InstantSearch island: react-instantsearch on the algoliasearch lite client.
 * Not in the first load: imported on the shopper's first pointer, focus, key or hover in the
 * results. Until it runs (and without JavaScript) filters, sort and pages go through the loader.
 */
const ResultsIsland = lazy(() => import('../instantsearch/ResultsIsland.tsx'));

/** True while the island runs (it answers `/search` changes; module-level, browser only). */
let islandActive = false;

/** While the island runs, the `/search` changes it answers skip the loader. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  islandActive && islandAnswers(args) ? false : args.defaultShouldRevalidate;

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The last page data with results shown in this browser (what a failed refinement keeps). */
let lastShownData: PageData | null = null;

/**
 * A client-side refinement the server could not answer at all (its render shed with a 503, or
 * the network failed) keeps the results on screen with the new filters and the error alert
 * (vehicle-stock §4), instead of an error page. The server's own answers, 503 included, pass
 * through.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return (await serverLoader()) as PageData;
  } catch (error) {
    const unanswered =
      (isRouteErrorResponse(error) && error.status >= 500) || error instanceof TypeError;
    if (!unanswered || !lastShownData) throw error;
    const state = parseSearchParams(new URL(request.url).searchParams);
    return {
      ...lastShownData,
      state,
      chips: { filters: appliedFilters(state), clearAllHref: clearAllFiltersHref(state) },
      results: null,
    } satisfies PageData;
  }
}

export default function SearchResultsPage() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.results && typeof document !== 'undefined') lastShownData = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const [wanted, setWanted] = useState(false);
  const [island, setIsland] = useState<PageView | null>(null);
  // What is shown: the loader's view, or once the island runs the view it reports.
  const shownView = island ?? {
    ...loaderData,
    search: location.search,
    at: location.pathname + location.search,
    busy: false,
  };
  const { state, results } = shownView;
  // Loading and error keep the previous hits and counts on screen (vehicle-stock §4).
  const lastResults = useRef<Results | null>(results);
  if (results) lastResults.current = results;
  const shown = results ?? lastResults.current;
  const loading =
    shownView.busy ||
    (navigation.state === 'loading' && navigation.location.pathname.startsWith(SEARCH_PATH));
  const status = loading ? 'loading' : results === null ? 'error' : 'idle';
  const toggles = useResultToggles();
  // The promo card slots show the running tiles for the car types shown (site-wide §4), in
  // order, then the special-offers card (vehicle-stock §2).
  const promoTiles = pagePromoTiles(loaderData.promoTiles, state.refinements.car_type ?? []);
  const promoSlots = shown?.promoPositions ?? [];
  // Event 49, a search page view, for each results page shown (vehicle-stock §7): once its
  // results are on screen (the loader's or the island's).
  const page = shownView.at;
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
  // After a submitted filter or sort form is re-created for the new query string.
  useEffect(() => {
    const pending = focusAfterSubmit.current;
    focusAfterSubmit.current = null;
    if (pending && pending.search === shownView.search) {
      restoreFocus(document.body, pending.mark);
    }
  }, [shownView.search]);

  const hydrated = useHydrated();
  const want = () => setWanted(true);
  const vehicles = useSite().texts.vehicles;
  const chips = shownView.chips;
  // The Filters button's count: the applied refinements and price range (not the query).
  const appliedCount = chips.filters.filter((chip) => chip.facet !== 'query').length;
  // Keyed by the query string of the results shown so its uncontrolled inputs follow every
  // navigation once its results are in (a chip or Clear all unticks boxes); the drawer around it
  // stays open.
  const facetPanel = (
    <FacetPanel
      key={shownView.search}
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
      <Breadcrumbs items={shownView.breadcrumbs} />
      <h1 className="search-page__heading">{shownView.heading}</h1>
      {/*
        data-search: the query string this render shows (browser tests wait for it to match).
        The pointer, focus and key listeners only load the InstantSearch island.
      */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: they load code, they do nothing the shopper sees. */}
      <div
        className="search-page__layout"
        data-hydrated={hydrated || undefined}
        data-search={shownView.search}
        data-island={island ? true : undefined}
        onPointerDown={want}
        onPointerOver={want}
        onFocus={want}
        onKeyDown={want}
      >
        {wanted && (
          <Suspense fallback={null}>
            <ResultsIsland
              onView={setIsland}
              onReady={(on) => {
                islandActive = on;
              }}
            />
          </Suspense>
        )}
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
              key={shownView.search}
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
          {shown === null ? (
            // The search did not answer and no earlier results are on screen: say so (the
            // document answered 503), never "0 cars found" (vehicle-stock §2).
            <div className="search-page__unavailable" aria-busy={loading}>
              <p role="alert">
                Sorry, we could not load the {vehicles} just now. Your filters are kept: please try
                again in a moment.
              </p>
              <a href={location.pathname + location.search} data-reload-document>
                Try again
              </a>
            </div>
          ) : (
            <ResultsGrid
              cards={shown?.cards ?? []}
              count={shown?.count ?? 0}
              status={status}
              page={shown?.page ?? state.page}
              pageCount={shown?.pageCount ?? 0}
              hrefForPage={(page) => searchHref(withPage(state, page))}
              clearFiltersHref={loaderData.clearFiltersHref}
              promoPositions={promoSlots}
              renderPromo={(position) => {
                const tile = promoTileAt(promoSlots, promoTiles, position);
                return tile ? (
                  <PromoTileCard tile={tile} />
                ) : (
                  <a className="search-page__promo" href="/special-offers">
                    See our special offers
                  </a>
                );
              }}
              classNames={{ list: 'car-grid' }}
              translations={countTexts(vehicles)}
              {...toggles.grid}
            />
          )}
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
