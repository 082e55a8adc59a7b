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
  const compareIds = useMemo(() => ids(compare), [compare]);
  const onCompare = (card: ResultCardData) => {
    const result: ToggleResult = toggleCompare(cardFavourite(card));
    setNotice(result === 'full' ? interpolate(COMPARE_FULL_TEXT, { limit: compareLimit }) : '');
  };
  return {
    notice,
    grid: {
      favourites: favouriteIds,
      compared: compareIds,
      togglesDisabled: !hydrated,
      ...(site.features.favourites
        ? { onToggleFavourite: (card: ResultCardData) => toggleFavourite(cardFavourite(card)) }
        : {}),
      ...(site.features.compare ? { onToggleCompare: onCompare } : {}),
    },
  };
}
