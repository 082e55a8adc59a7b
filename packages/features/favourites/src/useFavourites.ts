import { useContext } from 'react';
import { useStore } from 'zustand';
import { FavouritesContext } from './FavouritesProvider.tsx';
import type { FavouritesState } from './favourites-store.ts';

/**
 * Reads from the nearest `FavouritesProvider`'s store: `useFavourites((s) => s.favourites)`,
 * `useFavourites((s) => s.toggleFavourite)`. The selector must return something stable (a
 * state field, a count, a boolean), not a new array or object each call.
 */
export function useFavourites<T>(selector: (state: FavouritesState) => T): T {
  const store = useContext(FavouritesContext);
  if (!store) throw new Error('useFavourites must be used inside a <FavouritesProvider>.');
  return useStore(store, selector);
}
