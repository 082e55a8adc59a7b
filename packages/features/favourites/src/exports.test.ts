import { describe, expect, it } from 'vitest';

describe('@forecourt/favourites public API', () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "COMPARE_FULL_TEXT",
        "DEFAULT_COMPARE_LIMIT",
        "FAVOURITES_LIST_TRANSLATIONS",
        "FAVOURITES_STORAGE_VERSION",
        "FavouritesList",
        "FavouritesProvider",
        "SavedLink",
        "SiteFavourites",
        "createFavouritesStore",
        "favouriteEntry",
        "favouritesStorageKey",
        "readFavouriteEntries",
        "readFavouriteEntry",
        "useFavourites",
      ]
    `);
  }, 30_000); // the first import of the whole index (React Router included) is slow
});
