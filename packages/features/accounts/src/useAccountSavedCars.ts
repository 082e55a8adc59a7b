import { useSite } from '@forecourt/site-shell';
import { useWatchlist } from './useWatchlist.ts';
import { savesToAccount } from './watchlist-store.ts';

/**
 * The signed-in shopper's saved list for the header's one Saved count (vehicle-stock §4, §6): on
 * a site with the garage, once the watchlist is read, the cards' Save and Save to My Garage both
 * keep cars there, so the count is the watchlist's and the link goes to My Garage. Null for
 * everyone else (their saved list is the local favourites).
 */
export function useAccountSavedCars(): { count: number; href: string } | null {
  const site = useSite();
  const account = useWatchlist((state) => savesToAccount(site, state.status));
  const count = useWatchlist((state) => state.ids.size);
  return account ? { count, href: '/my-garage' } : null;
}
