import { describe, expect, it } from 'vitest';

// Importing the package cold (with ui-kit and React Router) is slow on a busy 2-core runner.
describe('@forecourt/accounts public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toMatchInlineSnapshot(`
      [
        "ACCOUNT_LINK_TEXT",
        "AccountLinks",
        "MY_ENQUIRIES_LIST_TRANSLATIONS",
        "MY_ENQUIRY_KIND_LABELS",
        "MY_ENQUIRY_STATUS_TEXT",
        "MyEnquiriesList",
        "RecordRecentlyViewed",
        "SAVED_CARS_LIST_TRANSLATIONS",
        "SIGN_IN_FORM_TRANSLATIONS",
        "SIGN_IN_INTENTS",
        "SIGN_IN_PAGE_TYPES",
        "SIGN_OUT_PATH",
        "SaveToGarage",
        "SavedCarsList",
        "SignInForm",
        "SignOutForm",
        "SiteAccount",
        "WATCHLIST_BUTTON_TRANSLATIONS",
        "WATCHLIST_FAILED_TEXT",
        "WATCHLIST_FORM_FIELDS",
        "WATCHLIST_PATH",
        "WATCHLIST_RETURN_PARAM",
        "WATCHLIST_SAVE_PARAM",
        "WATCHLIST_SOLD_TEXT",
        "WatchlistButton",
        "WatchlistContext",
        "WatchlistProvider",
        "createWatchlistStore",
        "mergeBrowserSavedCars",
        "myEnquiries",
        "safeRedirectPath",
        "savedCars",
        "savesToAccount",
        "sessionApi",
        "signInPageParams",
        "useAccountSavedCars",
        "useWatchlist",
        "watchlistSaveHref",
        "watchlistSignInHref",
      ]
    `);
  }, 30_000);
});
