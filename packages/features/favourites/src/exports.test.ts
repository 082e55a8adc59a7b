import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit, Radix, embla) takes over 5 s on a busy 2-core runner.
describe('@forecourt/favourites public API', { timeout: 30_000 }, () => {
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
