import { whenIdle } from '@forecourt/site-shell';
import { createContext, type ReactNode, useEffect, useState } from 'react';
import {
  createFavouritesStore,
  type FavouritesStorage,
  type FavouritesStore,
  favouritesStorageKey,
} from './favourites-store.ts';

/** The store of the nearest `FavouritesProvider` (null outside one). */
export const FavouritesContext = createContext<FavouritesStore | null>(null);

export interface FavouritesProviderProps {
  /** The site's slug (the storage key is per site). */
  siteSlug: string;
  /** The site config's `storage.storeFavourites` (vehicle-stock §3, §6). */
  storeFavourites: boolean;
  /** Most cars in the compare list (default 3). */
  compareLimit?: number;
  /** Where to keep the lists (default `localStorage`). */
  storage?: FavouritesStorage | null;
  /** A ready store instead (tests, stories); the options above are then not used. */
  store?: FavouritesStore;
  children: ReactNode;
}

/**
 * Gives its tree a favourites store of its own (one per request on the server, one per page
 * load in the browser). The saved lists are read after hydration, so the first client render
 * equals the server's; with `storeFavourites` it follows changes made in other tabs (the
 * `storage` event). The options are read once, when the provider mounts.
 */
export function FavouritesProvider({
  siteSlug,
  storeFavourites,
  compareLimit,
  storage,
  store: givenStore,
  children,
}: FavouritesProviderProps) {
  const [store] = useState(
    () =>
      givenStore ??
      createFavouritesStore({
        siteSlug,
        storeFavourites,
        ...(compareLimit !== undefined ? { compareLimit } : {}),
        ...(storage !== undefined ? { storage } : {}),
      }),
  );

  useEffect(() => {
    // Read once the browser is idle, in a task of its own: the store's change re-renders every
    // Save button synchronously (useSyncExternalStore), which in the hydration's effects made
    // the page's longest start-up task longer still.
    // A Save pressed before then has read them already (and is not undone).
    const cancel = whenIdle(() => {
      if (!store.getState().hydrated) store.getState().hydrate();
    });
    if (!storeFavourites) return cancel;
    const key = favouritesStorageKey(siteSlug);
    // Another tab saved, removed or cleared (key null) the lists: read them again.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) store.getState().hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancel();
      window.removeEventListener('storage', onStorage);
    };
  }, [store, siteSlug, storeFavourites]);

  return <FavouritesContext.Provider value={store}>{children}</FavouritesContext.Provider>;
}
