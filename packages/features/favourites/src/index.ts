export {
  COMPARE_CARS_PARAM,
  COMPARE_PAGE_LIMIT,
  type CompareColumn,
  type CompareRow,
  type Comparison,
  compareHref,
  compareSlugs,
  comparison,
  MISSING_VALUE,
} from './compare-rows.ts';
export { FavouritesProvider, type FavouritesProviderProps } from './FavouritesProvider.tsx';
export {
  type FavouriteEntry,
  type FavouriteSource,
  favouriteEntry,
  readFavouriteEntries,
  readFavouriteEntry,
} from './favourite-entry.ts';
export {
  COMPARE_FULL_TEXT,
  createFavouritesStore,
  DEFAULT_COMPARE_LIMIT,
  FAVOURITES_STORAGE_VERSION,
  type FavouritesState,
  type FavouritesStorage,
  type FavouritesStore,
  type FavouritesStoreOptions,
  favouritesStorageKey,
  type ToggleResult,
} from './favourites-store.ts';
export { type AccountSavedCars, CompareLink, SavedLink } from './SavedLink.tsx';
export { SiteFavourites } from './SiteFavourites.tsx';
export {
  COMPARE_TABLE_TRANSLATIONS,
  CompareTable,
  type CompareTableClassNames,
  type CompareTableProps,
  type CompareTableTranslations,
} from './ui/CompareTable.tsx';
export {
  FAVOURITES_LIST_TRANSLATIONS,
  FavouritesList,
  type FavouritesListClassNames,
  type FavouritesListProps,
  type FavouritesListTranslations,
  savedListTexts,
} from './ui/FavouritesList.tsx';
export {
  type BrowserSavedCarsView,
  browserSavedCars,
  useBrowserSavedCars,
} from './useBrowserSavedCars.ts';
export { useFavourites } from './useFavourites.ts';
