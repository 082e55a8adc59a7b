import type { ReactNode } from 'react';
import { WatchlistProvider } from './WatchlistProvider.tsx';
import type { BrowserSavedCars } from './watchlist-store.ts';

/**
 * The shopper's account state for a site's pages: the server watchlist, read after hydration.
 * A template nests it in the site document's `Providers` inside `SiteFavourites`, and hands it
 * the favourites' `useBrowserSavedCars()`: the cars saved in the browser before signing in join
 * the watchlist, so the header shows one saved list (vehicle-stock §4, §6).
 */
export function SiteAccount({
  children,
  browserSaved,
}: {
  children: ReactNode;
  browserSaved?: BrowserSavedCars;
}) {
  return <WatchlistProvider browserSaved={browserSaved}>{children}</WatchlistProvider>;
}
