import { createStore, type StoreApi } from 'zustand/vanilla';
import { type FavouriteEntry, readFavouriteEntries } from './favourite-entry.ts';

/** Cars the compare list holds by default: three fit side by side on a laptop screen. */
export const DEFAULT_COMPARE_LIMIT = 3;

/** The stored shape's version; any other version (or shape) is ignored, not migrated. */
export const FAVOURITES_STORAGE_VERSION = 1;

/** What the shopper is told when the compare list is full; `{limit}` is replaced. */
export const COMPARE_FULL_TEXT = 'You can compare up to {limit} cars. Remove one to add another.';

/** The part of the Web Storage API the store uses (localStorage, or a fake in tests). */
export type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a toggle did: added, removed, or nothing because the compare list is full. */
export type ToggleResult = 'added' | 'removed' | 'full';

export interface FavouritesState {
  /** Saved cars, oldest first (vehicle-stock §3 Favourite entries). */
  favourites: readonly FavouriteEntry[];
  /** Cars picked to compare, oldest first, at most `compareLimit`. */
  compare: readonly FavouriteEntry[];
  compareLimit: number;
  /**
   * False on the server and in the first client render (both show no saved cars, so hydration
   * matches); true once `hydrate()` has read the saved lists after hydration.
   */
  hydrated: boolean;
  /** Adds the car to the favourites, or removes it when it is there (vehicle-stock §4). */
  toggleFavourite: (entry: FavouriteEntry) => Exclude<ToggleResult, 'full'>;
  /** Adds the car to the compare list or removes it; `full` (nothing changes) at the limit. */
  toggleCompare: (entry: FavouriteEntry) => ToggleResult;
  removeFavourite: (id: string) => void;
  removeCompare: (id: string) => void;
  clearFavourites: () => void;
  clearCompare: () => void;
  /**
   * Reads the saved lists when the site stores favourites (call after hydration; calling again
   * re-reads them, e.g. when another tab changed them) and marks the store hydrated.
   */
  hydrate: () => void;
}

export interface FavouritesStoreOptions {
  /** The site's slug: the storage key is per site, so two dealer sites never share a list. */
  siteSlug: string;
  /**
   * The site config's `storage.storeFavourites` (vehicle-stock §3, §6): keep the lists in
   * localStorage. Off, they live in memory for the visit (client-side navigation) only.
   */
  storeFavourites: boolean;
  /** Most cars in the compare list (default {@link DEFAULT_COMPARE_LIMIT}). */
  compareLimit?: number;
  /** Where to keep the lists (default `localStorage`, when the browser allows it). */
  storage?: FavouritesStorage | null;
}

export type FavouritesStore = StoreApi<FavouritesState>;

/** The localStorage key of a site's lists. */
export function favouritesStorageKey(siteSlug: string): string {
  return `forecourt:${siteSlug}:favourites`;
}

function browserStorage(): FavouritesStorage | null {
  try {
    // Reading `localStorage` throws where the browser blocks storage (privacy settings).
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

interface StoredLists {
  favourites: FavouriteEntry[];
  compare: FavouriteEntry[];
}

/**
 * The lists saved under `key`: `{ version: 1, favourites: [...], compare: [...] }`. Corrupt JSON,
 * another version or shape gives empty lists; invalid entries are dropped; the compare list is cut
 * to the limit.
 */
function readStoredLists(storage: FavouritesStorage, key: string, limit: number): StoredLists {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { version?: unknown }).version !== FAVOURITES_STORAGE_VERSION
  ) {
    return { favourites: [], compare: [] };
  }
  const record = parsed as Record<string, unknown>;
  return {
    favourites: readFavouriteEntries(record.favourites),
    compare: readFavouriteEntries(record.compare).slice(0, limit),
  };
}

function validLimit(limit: number | undefined): number {
  return limit !== undefined && Number.isInteger(limit) && limit >= 1
    ? limit
    : DEFAULT_COMPARE_LIMIT;
}

/**
 * A favourites and compare store for one page tree (vehicle-stock §3, §4, §6): create one per
 * request or provider, never at module level (it would be shared between requests under SSR).
 * It starts empty and not hydrated; `hydrate()` (which `FavouritesProvider` calls after
 * hydration) reads the saved lists, and from then on every change is saved when the site stores
 * favourites.
 */
export function createFavouritesStore(options: FavouritesStoreOptions): FavouritesStore {
  const key = favouritesStorageKey(options.siteSlug);
  const compareLimit = validLimit(options.compareLimit);
  const storage = (): FavouritesStorage | null =>
    options.storeFavourites
      ? options.storage !== undefined
        ? options.storage
        : browserStorage()
      : null;

  return createStore<FavouritesState>()((set, get) => {
    const save = () => {
      const target = storage();
      if (!target) return;
      const { favourites, compare } = get();
      try {
        target.setItem(
          key,
          JSON.stringify({ version: FAVOURITES_STORAGE_VERSION, favourites, compare }),
        );
      } catch {
        // Full or blocked storage: the lists still work for this visit.
      }
    };
    /** Changes the lists, reading the saved ones first so a change never overwrites them. */
    const update = (change: (state: FavouritesState) => Partial<FavouritesState>) => {
      if (!get().hydrated) get().hydrate();
      set(change(get()));
      save();
    };
    const without = (list: readonly FavouriteEntry[], id: string) =>
      list.filter((entry) => entry.id !== id);

    return {
      favourites: [],
      compare: [],
      compareLimit,
      hydrated: false,
      toggleFavourite: (entry) => {
        if (!get().hydrated) get().hydrate();
        const saved = get().favourites.some((favourite) => favourite.id === entry.id);
        update((state) => ({
          favourites: saved ? without(state.favourites, entry.id) : [...state.favourites, entry],
        }));
        return saved ? 'removed' : 'added';
      },
      toggleCompare: (entry) => {
        if (!get().hydrated) get().hydrate();
        const { compare } = get();
        if (compare.some((item) => item.id === entry.id)) {
          update((state) => ({ compare: without(state.compare, entry.id) }));
          return 'removed';
        }
        if (compare.length >= compareLimit) return 'full';
        update((state) => ({ compare: [...state.compare, entry] }));
        return 'added';
      },
      removeFavourite: (id) => update((state) => ({ favourites: without(state.favourites, id) })),
      removeCompare: (id) => update((state) => ({ compare: without(state.compare, id) })),
      clearFavourites: () => update(() => ({ favourites: [] })),
      clearCompare: () => update(() => ({ compare: [] })),
      hydrate: () => {
        const source = storage();
        set({
          ...(source ? readStoredLists(source, key, compareLimit) : {}),
          hydrated: true,
        });
      },
    };
  });
}
