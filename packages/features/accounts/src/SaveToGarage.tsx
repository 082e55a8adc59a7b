import { isInStock } from '@forecourt/stock-eligibility';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WATCHLIST_BUTTON_TRANSLATIONS, WatchlistButton } from './ui/WatchlistButton.tsx';
import { useWatchlist } from './useWatchlist.ts';
import { WATCHLIST_PATH, watchlistSignInHref } from './watchlist-links.ts';
import type { WatchlistCar } from './watchlist-store.ts';

/**
 * Save to My Garage for one car (vehicle-stock §4, §6, §7): signed in with a mobile number, the
 * list changes at once and the server follows (put back, with the server's message, on
 * failure; event 39 on a save). Otherwise the press goes to sign-in (type watchlist), which
 * comes back through the watchlist route to save the car and return here. Before hydration it
 * is a form posting to the same route.
 */
export function SaveToGarage({ car, className }: { car: WatchlistCar; className?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = `${location.pathname}${location.search}`;
  const status = useWatchlist((state) => state.status);
  const saved = useWatchlist((state) => state.ids.has(car.id));
  const pending = useWatchlist((state) => state.pending.has(car.id));
  const error = useWatchlist((state) => state.errors[car.id] ?? null);
  const toggle = useWatchlist((state) => state.toggle);
  const [note, setNote] = useState<string | null>(null);
  const sold = !isInStock(car);
  return (
    <WatchlistButton
      carId={car.id}
      saved={saved}
      sold={sold}
      pending={pending}
      error={error}
      status={note}
      action={WATCHLIST_PATH}
      returnTo={returnTo}
      className={className}
      // Until the list is read the browser posts the form: the route knows who is signed in.
      {...(status === 'unknown'
        ? {}
        : {
            onToggle: async () => {
              const result = await toggle(car);
              if (result === 'sign-in') {
                navigate(watchlistSignInHref(car.id, returnTo));
                return;
              }
              setNote(result === 'saved' ? WATCHLIST_BUTTON_TRANSLATIONS.savedNote : null);
            },
          })}
    />
  );
}
