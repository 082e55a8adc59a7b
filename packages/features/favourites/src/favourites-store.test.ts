import { describe, expect, it } from 'vitest';
import { type FavouriteEntry, favouriteEntry } from './favourite-entry.ts';
import {
  createFavouritesStore,
  DEFAULT_COMPARE_LIMIT,
  type FavouritesStorage,
  favouritesStorageKey,
} from './favourites-store.ts';

/** An in-memory Web Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: FavouritesStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { storage, items };
}

const car = (id: number): FavouriteEntry =>
  favouriteEntry({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Toyota', model: 'HiLux' });

const KEY = favouritesStorageKey('sunshine-used-cars');
const stored = (favourites: unknown, compare: unknown = [], version: unknown = 1) =>
  JSON.stringify({ version, favourites, compare });

describe('createFavouritesStore', () => {
  it('adds and removes a car with the Favourite toggle (vehicle-stock §4)', () => {
    const store = createFavouritesStore({ siteSlug: 'sunshine-used-cars', storeFavourites: false });
    expect(store.getState().toggleFavourite(car(1))).toBe('added');
    expect(store.getState().toggleFavourite(car(2))).toBe('added');
    expect(store.getState().favourites.map((entry) => entry.id)).toEqual(['1', '2']);
    expect(store.getState().toggleFavourite(car(1))).toBe('removed');
    expect(store.getState().favourites.map((entry) => entry.id)).toEqual(['2']);
    store.getState().removeFavourite('2');
    expect(store.getState().favourites).toEqual([]);
  });

  it('adds and removes a car with the Compare toggle, up to the limit (vehicle-stock §4)', () => {
    const store = createFavouritesStore({ siteSlug: 'sunshine-used-cars', storeFavourites: false });
    expect(DEFAULT_COMPARE_LIMIT).toBe(3);
    expect(store.getState().compareLimit).toBe(3);
    for (const id of [1, 2, 3]) expect(store.getState().toggleCompare(car(id))).toBe('added');
    expect(store.getState().toggleCompare(car(4))).toBe('full');
    expect(store.getState().compare.map((entry) => entry.id)).toEqual(['1', '2', '3']);
    expect(store.getState().toggleCompare(car(2))).toBe('removed');
    expect(store.getState().toggleCompare(car(4))).toBe('added');
    expect(store.getState().compare.map((entry) => entry.id)).toEqual(['1', '3', '4']);
    store.getState().clearCompare();
    expect(store.getState().compare).toEqual([]);
  });

  it('takes the compare limit as an option (a whole number of at least 1)', () => {
    const two = createFavouritesStore({ siteSlug: 's', storeFavourites: false, compareLimit: 2 });
    two.getState().toggleCompare(car(1));
    two.getState().toggleCompare(car(2));
    expect(two.getState().toggleCompare(car(3))).toBe('full');
    expect(
      createFavouritesStore({ siteSlug: 's', storeFavourites: false, compareLimit: 0 }).getState()
        .compareLimit,
    ).toBe(3);
  });

  it('starts empty and not hydrated even when lists are saved (no hydration mismatch)', () => {
    const { storage } = memoryStorage({ [KEY]: stored([car(1)], [car(2)]) });
    const store = createFavouritesStore({
      siteSlug: 'sunshine-used-cars',
      storeFavourites: true,
      storage,
    });
    expect(store.getState()).toMatchObject({ favourites: [], compare: [], hydrated: false });
    expect(store.getInitialState()).toMatchObject({ favourites: [], hydrated: false });
    store.getState().hydrate();
    expect(store.getState()).toMatchObject({
      favourites: [car(1)],
      compare: [car(2)],
      hydrated: true,
    });
  });

  it('saves to storage under a per-site key when the site stores favourites (vehicle-stock §6)', () => {
    const { storage, items } = memoryStorage();
    const store = createFavouritesStore({
      siteSlug: 'sunshine-used-cars',
      storeFavourites: true,
      storage,
    });
    store.getState().hydrate();
    store.getState().toggleFavourite(car(1));
    store.getState().toggleCompare(car(2));
    expect(KEY).toBe('forecourt:sunshine-used-cars:favourites');
    expect(JSON.parse(items.get(KEY) ?? 'null')).toEqual({
      version: 1,
      favourites: [car(1)],
      compare: [car(2)],
    });

    const other = createFavouritesStore({ siteSlug: 'other-site', storeFavourites: true, storage });
    other.getState().hydrate();
    expect(other.getState().favourites).toEqual([]);
  });

  it('never reads or writes storage when the site does not store favourites (vehicle-stock §3)', () => {
    const { storage, items } = memoryStorage({ [KEY]: stored([car(1)]) });
    const store = createFavouritesStore({
      siteSlug: 'sunshine-used-cars',
      storeFavourites: false,
      storage,
    });
    store.getState().hydrate();
    expect(store.getState()).toMatchObject({ favourites: [], hydrated: true });
    store.getState().toggleFavourite(car(2));
    expect(store.getState().favourites).toEqual([car(2)]);
    expect(items.get(KEY)).toBe(stored([car(1)]));
  });

  it('reads the saved lists before a change made before hydration, so none are lost', () => {
    const { storage, items } = memoryStorage({ [KEY]: stored([car(1)]) });
    const store = createFavouritesStore({
      siteSlug: 'sunshine-used-cars',
      storeFavourites: true,
      storage,
    });
    store.getState().toggleFavourite(car(2));
    expect(store.getState().favourites.map((entry) => entry.id)).toEqual(['1', '2']);
    expect(JSON.parse(items.get(KEY) ?? 'null').favourites).toHaveLength(2);
  });

  it('ignores corrupt JSON, another version or shape, and drops invalid entries', () => {
    for (const value of [
      '{not json',
      'null',
      '[{"id":"1","name":"Car 1","slug":"car-1"}]',
      stored([car(1)], [], 0),
      JSON.stringify({ favourites: [car(1)] }),
    ]) {
      const { storage } = memoryStorage({ [KEY]: value });
      const store = createFavouritesStore({
        siteSlug: 'sunshine-used-cars',
        storeFavourites: true,
        storage,
      });
      store.getState().hydrate();
      expect(store.getState()).toMatchObject({ favourites: [], compare: [], hydrated: true });
      expect(store.getState().toggleFavourite(car(3))).toBe('added');
    }
    const { storage } = memoryStorage({
      [KEY]: stored([car(1), { id: 2 }, 'car'], [car(1), car(2), car(3), car(4)]),
    });
    const store = createFavouritesStore({
      siteSlug: 'sunshine-used-cars',
      storeFavourites: true,
      storage,
    });
    store.getState().hydrate();
    expect(store.getState().favourites).toEqual([car(1)]);
    expect(store.getState().compare.map((entry) => entry.id)).toEqual(['1', '2', '3']);
  });

  it('keeps working when storage throws (blocked or full)', () => {
    const storage: FavouritesStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createFavouritesStore({ siteSlug: 's', storeFavourites: true, storage });
    store.getState().hydrate();
    expect(store.getState().toggleFavourite(car(1))).toBe('added');
    expect(store.getState().favourites).toEqual([car(1)]);
  });

  it('re-reads the saved lists on a second hydrate (another tab changed them)', () => {
    const { storage, items } = memoryStorage();
    const store = createFavouritesStore({ siteSlug: 's', storeFavourites: true, storage });
    store.getState().hydrate();
    store.getState().toggleFavourite(car(1));
    items.set(favouritesStorageKey('s'), stored([car(1), car(2)]));
    store.getState().hydrate();
    expect(store.getState().favourites.map((entry) => entry.id)).toEqual(['1', '2']);
    store.getState().clearFavourites();
    expect(JSON.parse(items.get(favouritesStorageKey('s')) ?? 'null').favourites).toEqual([]);
  });

  it('gives each call its own store (no state shared between requests)', () => {
    const a = createFavouritesStore({ siteSlug: 's', storeFavourites: false });
    const b = createFavouritesStore({ siteSlug: 's', storeFavourites: false });
    a.getState().toggleFavourite(car(1));
    expect(b.getState().favourites).toEqual([]);
  });
});
