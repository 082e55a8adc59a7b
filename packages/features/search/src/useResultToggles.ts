import { savesToAccount, useWatchlist, WATCHLIST_SOLD_TEXT } from '@forecourt/accounts';
import {
  COMPARE_FULL_TEXT,
  type FavouriteEntry,
  type ToggleResult,
  useFavourites,
} from '@forecourt/favourites';
import { useSite } from '@forecourt/site-shell';
import { interpolate } from '@forecourt/ui-kit';
import { useMemo, useState } from 'react';
import { cardFavourite } from './car-card.ts';
import type { ResultCardData } from './car-hit.ts';

/** The car ids of a saved list. */
const ids = (entries: readonly FavouriteEntry[]) =>
  new Set(entries.map((entry) => Number(entry.id)));

/**
 * On a site with the garage, a shopper signed in with a mobile number saves result cards to
 * their account's watchlist (vehicle-stock §4, §6: optimistic, put back with the server's
 * message on failure, event 39); everyone else keeps the local favourites.
 *
 * The favourites store wired to result cards — the results grid and the similar vehicles —
 * (vehicle-stock §4, §6): which cards are saved or
 * compared, the toggles the site offers (disabled until the saved lists are read), and a polite
 * status message when the compare list is full.
 */
export function useResultToggles() {
  const site = useSite();
  const hydrated = useFavourites((state) => state.hydrated);
  const favourites = useFavourites((state) => state.favourites);
  const compare = useFavourites((state) => state.compare);
  const compareLimit = useFavourites((state) => state.compareLimit);
  const toggleFavourite = useFavourites((state) => state.toggleFavourite);
  const toggleCompare = useFavourites((state) => state.toggleCompare);
  const [notice, setNotice] = useState('');
  const favouriteIds = useMemo(() => ids(favourites), [favourites]);
  const watchlistReady = useWatchlist((state) => savesToAccount(site, state.status));
  const watchlistIds = useWatchlist((state) => state.ids);
  const watchlistErrors = useWatchlist((state) => state.errors);
  const toggleWatchlist = useWatchlist((state) => state.toggle);
  const onWatchlist = async (card: ResultCardData) => {
    setNotice('');
    const result = await toggleWatchlist({ id: card.id, status: card.status });
    if (result === 'sold') setNotice(WATCHLIST_SOLD_TEXT);
  };
  const watchlistError = Object.values(watchlistErrors).at(-1) ?? '';
  const compareIds = useMemo(() => ids(compare), [compare]);
  const onCompare = (card: ResultCardData) => {
    const result: ToggleResult = toggleCompare(cardFavourite(card));
    setNotice(result === 'full' ? interpolate(COMPARE_FULL_TEXT, { limit: compareLimit }) : '');
  };
  return {
    notice: notice || (watchlistReady ? watchlistError : ''),
    grid: {
      favourites: watchlistReady ? (watchlistIds as ReadonlySet<number>) : favouriteIds,
      compared: compareIds,
      togglesDisabled: !hydrated,
      ...(watchlistReady
        ? { onToggleFavourite: onWatchlist }
        : site.features.favourites
          ? { onToggleFavourite: (card: ResultCardData) => toggleFavourite(cardFavourite(card)) }
          : {}),
      ...(site.features.compare ? { onToggleCompare: onCompare } : {}),
    },
  };
}
