import type { ReactNode } from 'react';
import { WatchlistProvider } from './WatchlistProvider.tsx';

/**
 * The shopper's account state for a site's pages: the server watchlist, read after hydration.
 * A template nests it in the site document's `Providers` (beside `SiteFavourites`).
 */
export function SiteAccount({ children }: { children: ReactNode }) {
  return <WatchlistProvider>{children}</WatchlistProvider>;
}
