import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit and Radix) takes over 5 s on a busy 2-core runner.
describe('@forecourt/favourites public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "COMPARE_CARS_PARAM",
        "COMPARE_FULL_TEXT",
        "COMPARE_PAGE_LIMIT",
        "COMPARE_TABLE_TRANSLATIONS",
        "CompareLink",
        "CompareTable",
        "DEFAULT_COMPARE_LIMIT",
        "FAVOURITES_LIST_TRANSLATIONS",
        "FAVOURITES_STORAGE_VERSION",
        "FavouritesList",
        "FavouritesProvider",
        "MISSING_VALUE",
        "SavedLink",
        "SiteFavourites",
        "browserSavedCars",
        "compareHref",
        "compareSlugs",
        "comparison",
        "createFavouritesStore",
        "favouriteEntry",
        "favouritesStorageKey",
        "readFavouriteEntries",
        "readFavouriteEntry",
        "savedListTexts",
        "useBrowserSavedCars",
        "useFavourites",
      ]
    `);
  }, 30_000); // the first import of the whole index (React Router included) is slow
});
