import { type CarStatus, isInStock } from './in-stock.ts';

/** What pressing the watchlist button does (vehicle-stock §4 Watchlist save). */
export type WatchlistSaveAction = 'save' | 'remove' | 'sign-in' | 'not-allowed';

/** Input of {@link watchlistSaveAction}. */
export interface WatchlistSaveInput {
  car: { status: CarStatus };
  /** Whether the car's id is already in the watchlist. */
  isInWatchlist: boolean;
  /** The signed-in user's phone number; missing or blank when not signed in (vehicle-stock §6). */
  userPhone: string | null | undefined;
}

/**
 * The watchlist button's action (vehicle-stock §4, §6): a car that is not in stock (sold) cannot
 * be saved unless already in the watchlist → 'not-allowed' (checked first, so a shopper is not
 * sent to sign in for nothing); without a signed-in user phone number → 'sign-in'; otherwise
 * 'remove' when already saved, else 'save'.
 */
export function watchlistSaveAction({
  car,
  isInWatchlist,
  userPhone,
}: WatchlistSaveInput): WatchlistSaveAction {
  if (!isInWatchlist && !isInStock(car)) return 'not-allowed';
  if (typeof userPhone !== 'string' || userPhone.trim() === '') return 'sign-in';
  return isInWatchlist ? 'remove' : 'save';
}
