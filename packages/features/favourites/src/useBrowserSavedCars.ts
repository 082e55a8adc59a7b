import { useContext, useMemo } from 'react';
import { FavouritesContext } from './FavouritesProvider.tsx';
import type { FavouritesStore } from './favourites-store.ts';

/** The cars saved in this browser, as the account's watchlist merges them at sign-in. */
export interface BrowserSavedCarsView {
  /** The saved cars' ids (numbers), or null until the saved list has been read. */
  ids(): readonly number[] | null;
  /** Takes cars out of the saved list (and out of storage when the site stores it). */
  remove(ids: readonly number[]): void;
  /** Calls `listener` when the saved list changes; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * The favourites store's saved cars by car id (vehicle-stock §3: a favourite's id is the car id
 * as a string), for the account's watchlist to take in when the shopper signs in (vehicle-stock
 * §4, §6: one saved list). The compare list is not part of it.
 */
export function browserSavedCars(store: FavouritesStore): BrowserSavedCarsView {
  return {
    ids() {
      const state = store.getState();
      if (!state.hydrated) return null;
      return state.favourites
        .map((entry) => Number(entry.id))
        .filter((id) => Number.isSafeInteger(id) && id > 0);
    },
    remove(ids) {
      const { favourites, removeFavourite } = store.getState();
      const gone = new Set(ids);
      for (const entry of favourites) {
        if (gone.has(Number(entry.id))) removeFavourite(entry.id);
      }
    },
    subscribe: (listener) => store.subscribe(listener),
  };
}

/**
 * {@link browserSavedCars} of the nearest `FavouritesProvider`: what an app hands the accounts
 * feature's `SiteAccount` (`browserSaved`), so the two features meet in the app, not in each
 * other's code.
 */
export function useBrowserSavedCars(): BrowserSavedCarsView {
  const store = useContext(FavouritesContext);
  if (!store) throw new Error('useBrowserSavedCars must be used inside a <FavouritesProvider>.');
  return useMemo(() => browserSavedCars(store), [store]);
}
