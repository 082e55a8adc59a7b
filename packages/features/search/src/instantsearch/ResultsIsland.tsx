/**
 * The results page's island: what routes/results.tsx imports lazily on the shopper's
 * first touch of the results. It follows React Router's location — the URL is the single source
 * of truth and React Router alone writes it — and searches each `/search` location with
 * {@link InstantSearchResults}, then reports what the page shows: the loader's view for the
 * location the loader ran for, InstantSearch's answer for any other, and while that answer is
 * awaited the previous view (busy). Everything here is in the lazy chunk, so the route module
 * only carries the trigger, the flag and `shouldRevalidate`.
 *
 * Page links (the ui-kit pagination and Clear Filters are plain links, so they work without
 * JavaScript) navigate client side with React Router once the island runs.
 */
import { useSite } from '@forecourt/site-shell';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import type { appliedFilters } from '../applied-filters.ts';
import type { ResultsView } from '../results-view.ts';
import type { SearchCrumb } from '../search-breadcrumbs.ts';
import { parseSearchParams, type SearchState } from '../search-state.ts';
import { InstantSearchResults, type IslandView } from './InstantSearchResults.tsx';

/** The loader data the page renders (the fields the island reads and reports). */
export interface ResultsPageData {
  state: SearchState;
  heading: string;
  breadcrumbs: SearchCrumb[];
  chips: { filters: ReturnType<typeof appliedFilters>; clearAllHref: string };
  results: ResultsView | null;
}

/** What the page shows, from the loader or from InstantSearch. */
export interface PageView extends ResultsPageData {
  /** The query string the results on screen are of (`data-search`). */
  search: string;
  /** The `pathname + search` the results on screen are of (the search page view event). */
  at: string;
  /** A new location's answer is awaited: the previous results stay, marked busy. */
  busy: boolean;
}

/** The region's view from the loader's data or the island's answer for one location. */
function viewOf(source: ResultsPageData | IslandView, at: string, data: ResultsPageData) {
  const results =
    'location' in source
      ? source.view && { ...source.view, promoPositions: data.results?.promoPositions ?? [] }
      : source.results;
  const query = at.indexOf('?');
  return {
    state: source.state,
    heading: source.heading,
    breadcrumbs: source.breadcrumbs,
    chips: source.chips,
    results,
    search: query < 0 ? '' : at.slice(query),
    at,
  };
}

/** A click on a plain `/search…` link in the results layout, to take over client side. */
function searchLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('.search-page__layout a[href]');
  // Try again after a failed search reloads the page (vehicle-stock §2).
  if (link?.hasAttribute('data-reload-document')) return null;
  const href = link?.getAttribute('href') ?? '';
  return /^\/search(\?|$)/.test(href) ? href : null;
}

export interface ResultsIslandProps {
  /** Each view the page is to show (called before paint when the location changes). */
  onView: (view: PageView) => void;
  /** True once InstantSearch searches (the loader may then be skipped), false when it goes. */
  onReady: (ready: boolean) => void;
}

export default function ResultsIsland({ onView, onReady }: ResultsIslandProps) {
  const data = useLoaderData() as ResultsPageData;
  const location = useLocation();
  const navigate = useNavigate();
  const site = useSite();
  const here = location.pathname + location.search;
  // The location the loader data is of: a skipped loader keeps its data, not its location.
  const loaderAt = useRef({ data, here });
  if (loaderAt.current.data !== data) loaderAt.current = { data, here };
  const fromLoader = loaderAt.current.here === here;
  // The state of the URL (a path page's from the loader, which knows the site's vocabulary).
  const state = useMemo(
    () => (fromLoader ? data.state : parseSearchParams(new URLSearchParams(location.search))),
    [fromLoader, data, location.search],
  );
  const [answer, setAnswer] = useState<IslandView | null>(null);
  const source = fromLoader ? data : answer?.location === here ? answer : null;
  const sourceAt = fromLoader ? loaderAt.current.here : here;
  const shown = useMemo(() => source && viewOf(source, sourceAt, data), [source, sourceAt, data]);
  const last = useRef(shown ?? viewOf(data, here, data));
  if (shown) last.current = shown;
  const report = useRef(onView);
  report.current = onView;
  // Before paint: the forms show the URL's state at once, the results their answer.
  useLayoutEffect(() => {
    report.current({ ...last.current, state, busy: shown === null });
  }, [shown, state]);
  useEffect(() => {
    if (shown && !fromLoader) document.title = `${shown.heading} | ${site.name}`;
  }, [shown, fromLoader, site.name]);
  // Page links and Clear Filters: client side, searched here (the route skips its loader).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = searchLinkOf(event);
      if (href === null) return;
      event.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return (
    <InstantSearchResults state={state} location={here} onView={setAnswer} onReady={onReady} />
  );
}
