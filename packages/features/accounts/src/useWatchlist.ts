import { useContext } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { WatchlistContext } from './WatchlistProvider.tsx';
import type { WatchlistState } from './watchlist-store.ts';

/** Stands in outside a provider: never changes, so it is safe to share. */
const NO_WATCHLIST = createStore<WatchlistState>()(() => ({
  status: 'unknown',
  ids: new Set(),
  pending: new Set(),
  errors: {},
  load: async () => {},
  toggle: async () => 'sign-in',
  adopt: async () => [],
}));

/**
 * Reads from the nearest `WatchlistProvider`'s store; outside one, from a store that stays
 * "unknown" (a page rendered without the provider still shows its Save forms).
 */
export function useWatchlist<T>(selector: (state: WatchlistState) => T): T {
  const store = useContext(WatchlistContext);
  return useStore(store ?? NO_WATCHLIST, selector);
}
