import type { ApiClient } from '@forecourt/api-client';
import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { isInStock } from '@forecourt/stock-eligibility';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * What the browser knows of the shopper's server watchlist (vehicle-stock §6): not asked yet,
 * not signed in, signed in without a mobile number (no server watchlist), or ready.
 */
export type WatchlistStatus = 'unknown' | 'anonymous' | 'no-phone' | 'ready';

/** What a toggle did. `sign-in`: the shopper must sign in first (vehicle-stock §4). */
export type WatchlistToggleResult = 'saved' | 'removed' | 'sign-in' | 'sold' | 'failed' | 'busy';

/** Shown when a failure came without the server's message (vehicle-stock §8). */
export const WATCHLIST_FAILED_TEXT = 'We could not update your watchlist. Please try again.';

/** Said when a sold car, not already saved, is pressed (vehicle-stock §4). */
export const WATCHLIST_SOLD_TEXT = 'This car has been sold, so it can’t be saved.';

/** A car as the watchlist needs it: its id and availability. */
export interface WatchlistCar {
  id: number;
  status: string;
}

export interface WatchlistState {
  status: WatchlistStatus;
  /** Saved car ids. */
  ids: ReadonlySet<number>;
  /** Car ids with a save or remove on its way. */
  pending: ReadonlySet<number>;
  /** The last failure's message per car, shown beside its button (vehicle-stock §8). */
  errors: Readonly<Record<number, string>>;
  /** Reads the watchlist (after hydration): sets the status and the saved ids. */
  load: () => Promise<void>;
  /**
   * Saves or removes a car (vehicle-stock §4): the list changes at once, then the server is
   * called; a failure puts it back and keeps the server's message. A sold car is saved only
   * when already saved (so only removed). Not ready: `sign-in`, nothing changes.
   */
  toggle: (car: WatchlistCar) => Promise<WatchlistToggleResult>;
  /**
   * Takes cars saved in this browser before signing in into the watchlist (vehicle-stock §4, §6:
   * one saved list): saves, one at a time through the watchlist API, each car not already on it
   * (no duplicates). Answers the ids the browser's list may now drop: those on the watchlist and
   * those that can never be saved (sold and not saved before, or gone). A busy, rate-limited or
   * unreachable server stops the merge; the rest stay in the browser for the next read. Not
   * ready: nothing is saved and nothing may be dropped.
   */
  adopt: (ids: readonly number[]) => Promise<number[]>;
}

export interface WatchlistStoreOptions {
  api: Pick<ApiClient, 'watchlist'>;
  /** The site's slug: the list read is this site's cars. */
  siteSlug: string;
  /** Sends analytics event 39 on a save (vehicle-stock §7); `trackEvent` in the app. */
  track?: (id: number, data: { car_id: number }) => void;
  /** Ids known from the server render, if any. */
  initial?: { status: WatchlistStatus; ids: readonly number[] };
}

export type WatchlistStore = StoreApi<WatchlistState>;

function errorStatus(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : WATCHLIST_FAILED_TEXT;
}

/** The status a failed watchlist call means: 401 not signed in, 403 no mobile number. */
function statusAfter(error: unknown): WatchlistStatus | null {
  const status = errorStatus(error);
  if (status === 401) return 'anonymous';
  if (status === 403) return 'no-phone';
  return null;
}

/**
 * The shopper's server watchlist for one page tree (vehicle-stock §4, §6, §7, §8): create one
 * per provider, never at module level.
 */
export function createWatchlistStore(options: WatchlistStoreOptions): WatchlistStore {
  return createStore<WatchlistState>()((set, get) => ({
    status: options.initial?.status ?? 'unknown',
    ids: new Set(options.initial?.ids ?? []),
    pending: new Set(),
    errors: {},
    async load() {
      try {
        const answer = await options.api.watchlist.list({ site: options.siteSlug });
        set({ status: 'ready', ids: new Set(answer.watchlist.map((entry) => entry.id)) });
      } catch (error) {
        // Unreachable server: the button still leads to sign-in and the save route.
        set({ status: statusAfter(error) ?? 'anonymous', ids: new Set() });
      }
    },
    async toggle(car) {
      const state = get();
      if (state.status !== 'ready') return 'sign-in';
      if (state.pending.has(car.id)) return 'busy';
      const saved = state.ids.has(car.id);
      if (!saved && !isInStock(car)) return 'sold';
      const withCar = (ids: ReadonlySet<number>, present: boolean) => {
        const next = new Set(ids);
        if (present) next.add(car.id);
        else next.delete(car.id);
        return next;
      };
      const { [car.id]: _old, ...otherErrors } = state.errors;
      set({
        ids: withCar(state.ids, !saved),
        pending: withCar(state.pending, true),
        errors: otherErrors,
      });
      try {
        if (saved) await options.api.watchlist.remove({ car_id: car.id });
        else await options.api.watchlist.save({ car_id: car.id });
        set({ pending: withCar(get().pending, false) });
        if (!saved) options.track?.(ANALYTICS_EVENT_IDS.SAVE_OR_ADD_FAVOURITE, { car_id: car.id });
        return saved ? 'removed' : 'saved';
      } catch (error) {
        const now = get();
        set({
          ids: withCar(now.ids, saved),
          pending: withCar(now.pending, false),
          errors: { ...now.errors, [car.id]: errorMessage(error) },
          ...(statusAfter(error) ? { status: statusAfter(error) as WatchlistStatus } : {}),
        });
        return 'failed';
      }
    },
    async adopt(ids) {
      const done: number[] = [];
      for (const id of new Set(ids)) {
        const state = get();
        if (state.status !== 'ready') break;
        if (state.ids.has(id)) {
          done.push(id);
          continue;
        }
        // A save or remove of this car is on its way: the shopper's own choice wins.
        if (state.pending.has(id)) continue;
        try {
          await options.api.watchlist.save({ car_id: id });
          set({ ids: new Set([...get().ids, id]) });
          done.push(id);
        } catch (error) {
          const status = errorStatus(error);
          // 409: sold and not saved before (vehicle-stock §4); 404: no longer listed anywhere.
          if (status === 409 || status === 404) {
            done.push(id);
            continue;
          }
          const after = statusAfter(error);
          if (after) set({ status: after, ids: new Set() });
          break;
        }
      }
      return done;
    },
  }));
}

/**
 * The cars a shopper saved in this browser (the local favourites), as the watchlist merges them
 * at sign-in. The favourites feature provides it (`useBrowserSavedCars`); an app hands it to
 * `SiteAccount`, as two page features never import each other.
 */
export interface BrowserSavedCars {
  /** The saved cars' ids, or null until the browser's list has been read. */
  ids(): readonly number[] | null;
  /** Takes cars out of the browser's list. */
  remove(ids: readonly number[]): void;
  /** Calls `listener` when the browser's list changes; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/**
 * Whether the shopper's saved list is their account's watchlist (vehicle-stock §4, §6): on a site
 * with the garage, once the watchlist is read for a shopper signed in with a mobile number. The
 * header's Saved count, the cards' Save and the sign-in merge all ask this one question.
 */
export function savesToAccount(
  site: { garage_enabled: boolean },
  status: WatchlistStatus,
): boolean {
  return site.garage_enabled && status === 'ready';
}

/**
 * One saved list (vehicle-stock §4, §6): whenever the shopper's saved list is the account's
 * ({@link savesToAccount}) and this browser holds saved cars — right after signing in, or on a
 * later page load — they are added to the watchlist ({@link WatchlistState.adopt}) and taken out
 * of the browser's list, so the header shows one count. Answers the unsubscribe.
 */
export function mergeBrowserSavedCars(
  store: WatchlistStore,
  browser: BrowserSavedCars,
  site: { garage_enabled: boolean },
): () => void {
  let running = false;
  // A change while a merge runs (the browser's list read, another tab) is looked at after it.
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    if (!savesToAccount(site, store.getState().status)) return;
    const ids = browser.ids();
    if (!ids?.length) return;
    running = true;
    again = false;
    let done: number[] = [];
    try {
      done = await store.getState().adopt(ids);
      if (done.length) browser.remove(done);
    } finally {
      running = false;
    }
    // Once more only if the merge moved on: cars the server would not take now wait for the
    // next read instead of being retried in a loop.
    if (again && done.length) await run();
  };
  const offStore = store.subscribe(() => void run());
  const offBrowser = browser.subscribe(() => void run());
  void run();
  return () => {
    offStore();
    offBrowser();
  };
}
