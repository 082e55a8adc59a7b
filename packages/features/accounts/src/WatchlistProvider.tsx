import type { ApiClient } from '@forecourt/api-client';
import { readCookie, trackEvent, useSite, whenIdle } from '@forecourt/site-shell';
import { createContext, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  type BrowserSavedCars,
  createWatchlistStore,
  mergeBrowserSavedCars,
  type WatchlistStore,
} from './watchlist-store.ts';

export const WatchlistContext = createContext<WatchlistStore | null>(null);

/**
 * May this browser have a session? The API sets the script-readable `forecourt_signed_in=1`
 * beside the httpOnly session cookie and clears both on sign-out, so an anonymous shopper's page
 * never asks for a watchlist it cannot have (a 401 in the console on every page).
 */
export function maybeSignedIn(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return readCookie(cookie, 'forecourt_signed_in') === '1';
}

/** Reads the watchlist when a session may exist; otherwise the shopper is anonymous. */
function loadWatchlist(store: WatchlistStore): void {
  if (maybeSignedIn()) void store.getState().load();
  else store.setState({ status: 'anonymous', ids: new Set() });
}

/**
 * The watchlist's API calls with the API client loaded on first use: an anonymous shopper's page
 * never calls them (`maybeSignedIn`), so the client stays out of every page's first-load scripts.
 */
export function lazyWatchlistApi(
  load: () => Promise<Pick<ApiClient, 'watchlist'>> = () =>
    import('@forecourt/api-client').then((module) => module.createApiClient({ baseUrl: '' })),
): Pick<ApiClient, 'watchlist'> {
  let client: Promise<Pick<ApiClient, 'watchlist'>> | null = null;
  const api = () => {
    client ??= load();
    return client;
  };
  return {
    watchlist: {
      save: async (change) => (await api()).watchlist.save(change),
      remove: async (change) => (await api()).watchlist.remove(change),
      list: async (query) => (await api()).watchlist.list(query),
    },
  };
}

export interface WatchlistProviderProps {
  children: ReactNode;
  /** A store made elsewhere (tests, stories); by default one per provider on the site's API. */
  store?: WatchlistStore;
  /**
   * The cars saved in this browser (the favourites feature's `useBrowserSavedCars`): merged into
   * the watchlist once the shopper's saved list is the account's (vehicle-stock §4, §6).
   */
  browserSaved?: BrowserSavedCars;
}

/**
 * The shopper's server watchlist for a site's pages (vehicle-stock §4, §6): one store per
 * request on the server and per page load in the browser. The server renders every Save button
 * as a form (signed in or not); after hydration the list is read once from `/api/watchlist`
 * (same origin, with the httpOnly session cookie) when a session may exist (`maybeSignedIn`). A template passes it to the site
 * document's `Providers`, beside the local favourites, whose saved cars it merges at sign-in
 * (`browserSaved`).
 */
export function WatchlistProvider({
  children,
  store: given,
  browserSaved,
}: WatchlistProviderProps) {
  const site = useSite();
  const [store] = useState(
    () =>
      given ??
      createWatchlistStore({
        api: lazyWatchlistApi(),
        siteSlug: site.slug,
        track: (id, data) => trackEvent(id, data),
      }),
  );
  // Once the browser is idle, in a task of its own (as the favourites): the store's change
  // re-renders every Save button synchronously.
  useEffect(() => (given ? undefined : whenIdle(() => loadWatchlist(store))), [store, given]);
  // One saved list: what this browser saved joins the account's watchlist (vehicle-stock §4, §6).
  useEffect(
    () => (browserSaved ? mergeBrowserSavedCars(store, browserSaved, site) : undefined),
    [store, browserSaved, site],
  );
  return (
    <WatchlistContext value={store}>
      {given ? null : <ReloadAfterSubmissions store={store} />}
      {children}
    </WatchlistContext>
  );
}

/**
 * Reads the list again once a form submission and the navigations it led to are done: signing
 * in or out, and a save made on the way back from sign-in, happen in such navigations without a
 * page load.
 */
function ReloadAfterSubmissions({ store }: { store: WatchlistStore }) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') {
      submitted.current = true;
    } else if (navigation.state === 'idle' && submitted.current) {
      submitted.current = false;
      loadWatchlist(store);
    }
  }, [navigation, store]);
  return null;
}
