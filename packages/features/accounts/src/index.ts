export { ACCOUNT_LINK_TEXT, AccountLinks } from './AccountLinks.tsx';
export {
  MY_ENQUIRY_KIND_LABELS,
  MY_ENQUIRY_STATUS_TEXT,
  type MyEnquiry,
  myEnquiries,
} from './my-enquiries.ts';
export { RecordRecentlyViewed } from './RecordRecentlyViewed.tsx';
export { SaveToGarage } from './SaveToGarage.tsx';
export { SiteAccount } from './SiteAccount.tsx';
export { safeRedirectPath } from './safe-redirect.ts';
export { type SavedCar, savedCars } from './saved-cars.ts';
export { type SessionApi, sessionApi } from './session-api.ts';
export {
  SIGN_IN_PAGE_TYPES,
  type SignInPageParams,
  type SignInPageType,
  signInPageParams,
} from './sign-in-page.ts';
export {
  MY_ENQUIRIES_LIST_TRANSLATIONS,
  MyEnquiriesList,
  type MyEnquiriesListProps,
  type MyEnquiriesListTranslations,
} from './ui/MyEnquiriesList.tsx';
export {
  SAVED_CARS_LIST_TRANSLATIONS,
  SavedCarsList,
  type SavedCarsListProps,
  type SavedCarsListTranslations,
} from './ui/SavedCarsList.tsx';
export {
  SIGN_IN_FORM_TRANSLATIONS,
  SIGN_IN_INTENTS,
  SignInForm,
  type SignInFormProps,
  type SignInFormTranslations,
  type SignInStep,
} from './ui/SignInForm.tsx';
export { SIGN_OUT_PATH, SignOutForm } from './ui/SignOutForm.tsx';
export {
  WATCHLIST_BUTTON_TRANSLATIONS,
  WATCHLIST_FORM_FIELDS,
  WatchlistButton,
  type WatchlistButtonProps,
  type WatchlistButtonTranslations,
} from './ui/WatchlistButton.tsx';
export { useAccountSavedCars } from './useAccountSavedCars.ts';
export { useWatchlist } from './useWatchlist.ts';
export {
  WatchlistContext,
  WatchlistProvider,
  type WatchlistProviderProps,
} from './WatchlistProvider.tsx';
export {
  WATCHLIST_PATH,
  WATCHLIST_RETURN_PARAM,
  WATCHLIST_SAVE_PARAM,
  watchlistSaveHref,
  watchlistSignInHref,
} from './watchlist-links.ts';
export {
  type BrowserSavedCars,
  createWatchlistStore,
  mergeBrowserSavedCars,
  savesToAccount,
  WATCHLIST_FAILED_TEXT,
  WATCHLIST_SOLD_TEXT,
  type WatchlistCar,
  type WatchlistState,
  type WatchlistStatus,
  type WatchlistStore,
  type WatchlistStoreOptions,
  type WatchlistToggleResult,
} from './watchlist-store.ts';
