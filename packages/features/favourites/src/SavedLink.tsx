import { NavLink } from 'react-router';
import { useFavourites } from './useFavourites.ts';

/**
 * Saved (n): the saved cars page, with the count once the saved lists are read (the server and
 * the first client render show "Saved", so hydration matches). Headers show it when the site's
 * `features.favourites` is on.
 */
export function SavedLink({ className = 'site-header__saved' }: { className?: string }) {
  const hydrated = useFavourites((state) => state.hydrated);
  const count = useFavourites((state) => state.favourites.length);
  return (
    <NavLink to="/favourites" className={className}>
      {hydrated ? `Saved (${count})` : 'Saved'}
    </NavLink>
  );
}
