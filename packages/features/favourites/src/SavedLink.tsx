import { NavLink } from 'react-router';
import { compareHref } from './compare-rows.ts';
import { useFavourites } from './useFavourites.ts';

/** The signed-in shopper's saved list, when it is their account's watchlist. */
export interface AccountSavedCars {
  /** Cars on the account's watchlist. */
  count: number;
  /** Where that list is shown (My Garage). */
  href: string;
}

/**
 * Saved (n): the header's one count of saved cars (vehicle-stock §4, §6). A shopper signed in to
 * a site with the garage saves to their account's watchlist (the result cards' Save and Save to
 * My Garage alike), so `account` is then that list and the link goes to it; everyone else has the
 * local favourites at /favourites. The count shows once the list is read (the server and the
 * first client render show "Saved", so hydration matches). Headers show it where the site's
 * `features.favourites` is on or the shopper is signed in.
 */
export function SavedLink({
  className = 'site-header__saved',
  account = null,
}: {
  className?: string;
  account?: AccountSavedCars | null;
}) {
  const hydrated = useFavourites((state) => state.hydrated);
  const count = useFavourites((state) => state.favourites.length);
  if (account) {
    return (
      <NavLink to={account.href} className={className}>
        {`Saved (${account.count})`}
      </NavLink>
    );
  }
  return (
    <NavLink to="/favourites" className={className}>
      {hydrated ? `Saved (${count})` : 'Saved'}
    </NavLink>
  );
}

/**
 * Compare (n): the way from the cards' Compare toggles to the comparison (vehicle-stock §4
 * compare), `/compare?cars=…` with the picked cars; nothing until a car is picked (and on the
 * server, as the list lives in the browser). Headers show it where the site's `features.compare`
 * is on.
 */
export function CompareLink({ className = 'site-header__compare' }: { className?: string }) {
  const compare = useFavourites((state) => state.compare);
  if (compare.length === 0) return null;
  return (
    <NavLink to={compareHref(compare.map((entry) => entry.slug))} className={className}>
      {`Compare (${compare.length})`}
    </NavLink>
  );
}
