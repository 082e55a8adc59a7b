import { describe, expect, it } from 'vitest';
import { favouriteEntry } from './favourite-entry.ts';
import { createFavouritesStore } from './favourites-store.ts';
import { browserSavedCars } from './useBrowserSavedCars.ts';

const entry = (id: number) => favouriteEntry({ id, name: `Car ${id}`, slug: `car-${id}` });

describe('browserSavedCars (what the watchlist merges at sign-in, vehicle-stock §6)', () => {
  it('gives the saved car ids once the list is read, and takes merged ones out of it only', () => {
    const store = createFavouritesStore({ siteSlug: 'sunshine', storeFavourites: false });
    const saved = browserSavedCars(store);
    expect(saved.ids()).toBeNull();
    store.getState().toggleFavourite(entry(5));
    store.getState().toggleFavourite(entry(6));
    store.getState().toggleCompare(entry(5));
    expect(saved.ids()).toEqual([5, 6]);

    const changes: number[] = [];
    const stop = saved.subscribe(() => changes.push(store.getState().favourites.length));
    saved.remove([5, 99]);
    stop();
    expect(saved.ids()).toEqual([6]);
    expect(changes).toEqual([1]);
    // The compare list is not the saved list: it stays.
    expect(store.getState().compare.map((car) => car.id)).toEqual(['5']);
  });
});
