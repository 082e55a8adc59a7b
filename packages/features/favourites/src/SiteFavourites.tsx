import { useSite } from '@forecourt/site-shell';
import type { ReactNode } from 'react';
import { FavouritesProvider } from './FavouritesProvider.tsx';

/**
 * Local favourites and the compare list for a site's pages (vehicle-stock §6): one store per
 * request on the server and per page load in the browser, saved per site when the site's
 * `storage.storeFavourites` is on. A template passes it to the site document's `Providers`.
 */
export function SiteFavourites({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <FavouritesProvider siteSlug={site.slug} storeFavourites={site.storage.storeFavourites}>
      {children}
    </FavouritesProvider>
  );
}
