import { signInRedirect } from '@forecourt/site-config';
import { safeRedirectPath } from './safe-redirect.ts';

/** The watchlist page, and the route that saves or removes a car and returns (vehicle-stock §2). */
export const WATCHLIST_PATH = '/watchlist';

/** `?save={car id}` on the watchlist route: save this car, then go back to `return`. */
export const WATCHLIST_SAVE_PARAM = 'save';
export const WATCHLIST_RETURN_PARAM = 'return';

/**
 * `/watchlist?save={id}&return={path}`: what sign-in sends the shopper on to, so the save they
 * asked for completes after signing in, then they are back where they were.
 */
export function watchlistSaveHref(carId: number, returnTo: string): string {
  const params = new URLSearchParams({
    [WATCHLIST_SAVE_PARAM]: String(carId),
    [WATCHLIST_RETURN_PARAM]: safeRedirectPath(returnTo),
  });
  return `${WATCHLIST_PATH}?${params.toString()}`;
}

/**
 * Save without a signed-in mobile number goes to sign-in (vehicle-stock §2, §4):
 * `/sign-in?type=watchlist&redirect=/watchlist?save={id}&return={path}&back={path}`.
 */
export function watchlistSignInHref(carId: number, returnTo: string): string {
  const back = safeRedirectPath(returnTo);
  return (
    signInRedirect({ type: 'watchlist', redirect: watchlistSaveHref(carId, back), back }) ??
    '/sign-in?type=watchlist'
  );
}
