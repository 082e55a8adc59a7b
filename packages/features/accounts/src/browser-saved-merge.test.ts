// @vitest-environment node
import { createApiClient } from '@forecourt/api-client';
import { testDatabaseTargets } from '@forecourt/db/testing';
import {
  browserSavedCars,
  createFavouritesStore,
  type FavouritesStorage,
  favouriteEntry,
  favouritesStorageKey,
} from '@forecourt/favourites';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from './test/platform.ts';
import { fixtureSite } from './test/site.ts';
import { createWatchlistStore, mergeBrowserSavedCars } from './watchlist-store.ts';

/**
 * One saved list at sign-in (vehicle-stock §4, §6): the cars a shopper saved in the browser
 * before signing in join their account's watchlist through the real watchlist API, once each,
 * and leave the browser's list, so the header counts one list. The real API (routes, sessions,
 * database), the real API client and the real favourites store.
 */

const SITE = 'test-motors';

function memoryStorage(): FavouritesStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** The browser's favourites (stored, as on a site with `storeFavourites`), holding `ids`. */
function browserWith(ids: number[]) {
  const storage = memoryStorage();
  const store = createFavouritesStore({ siteSlug: SITE, storeFavourites: true, storage });
  store.getState().hydrate();
  for (const id of ids) {
    store.getState().toggleFavourite(favouriteEntry({ id, name: `Car ${id}`, slug: `car-${id}` }));
  }
  const stored = () =>
    (
      JSON.parse(storage.items.get(favouritesStorageKey(SITE)) ?? '{}') as {
        favourites?: { id: string }[];
      }
    ).favourites?.map((entry) => Number(entry.id));
  return { store, stored };
}

describe.each(testDatabaseTargets())(
  'the browser saved list joins the watchlist at sign-in, against the platform API on $kind',
  ({ open }) => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform(open);
    }, 60_000);
    afterAll(async () => {
      await platform?.close();
    });

    /** A shopper signed in with `phone` whose account already holds `saved`. */
    async function account(phone: string, saved: number[] = []) {
      const cookie = await platform.signIn({ phone });
      // The real client over real HTTP; the saves it sends are noted on the way.
      const saves: number[] = [];
      const api = createApiClient({
        baseUrl: platform.server.url,
        headers: { cookie },
        fetch: (input, init) => {
          if (String(input).endsWith('/api/watchlist/save-car')) {
            saves.push((JSON.parse(String(init?.body)) as { car_id: number }).car_id);
          }
          return fetch(input, init);
        },
      });
      for (const id of saved) await api.watchlist.save({ car_id: id });
      saves.length = 0;
      const watchlist = createWatchlistStore({ api, siteSlug: SITE });
      const onServer = async () =>
        (await api.watchlist.list({ site: SITE })).watchlist.map((entry) => entry.id).sort();
      return { api, watchlist, onServer, saves };
    }

    it('adds each browser-saved car not already on the watchlist, then empties the browser list (vehicle-stock §6)', async () => {
      const { inStock, comingSoon } = platform.fixture.cars;
      const { watchlist, onServer, saves } = await account('0411 100 001', [inStock.id]);
      const browser = browserWith([inStock.id, comingSoon.id]);
      const stop = mergeBrowserSavedCars(watchlist, browserSavedCars(browser.store), fixtureSite());

      // The read after signing in makes the account's list the shopper's saved list.
      await watchlist.getState().load();
      await vi.waitFor(() => expect(browser.store.getState().favourites).toEqual([]));
      stop();

      // Once each: the car on both lists is not sent again, nor held twice.
      expect(saves).toEqual([comingSoon.id]);
      expect(await onServer()).toEqual([inStock.id, comingSoon.id].sort());
      // The header's one count is the watchlist's: both cars, and the browser holds none.
      expect([...watchlist.getState().ids].sort()).toEqual([inStock.id, comingSoon.id].sort());
      expect(browser.stored()).toEqual([]);
    });

    it('drops a sold car the watchlist will not take (vehicle-stock §4) and keeps the rest of the merge', async () => {
      const { inStock, sold } = platform.fixture.cars;
      const { watchlist, onServer } = await account('0411 100 002');
      const browser = browserWith([sold.id, inStock.id]);
      const stop = mergeBrowserSavedCars(watchlist, browserSavedCars(browser.store), fixtureSite());
      await watchlist.getState().load();
      await vi.waitFor(() => expect(browser.store.getState().favourites).toEqual([]));
      stop();
      expect(await onServer()).toEqual([inStock.id]);
      expect([...watchlist.getState().ids]).toEqual([inStock.id]);
    });

    it('merges a browser list read after the watchlist, e.g. on a later page load', async () => {
      const { comingSoon } = platform.fixture.cars;
      const { watchlist, onServer } = await account('0411 100 003');
      await watchlist.getState().load();
      const storage = memoryStorage();
      const store = createFavouritesStore({ siteSlug: SITE, storeFavourites: true, storage });
      storage.setItem(
        favouritesStorageKey(SITE),
        JSON.stringify({
          version: 1,
          favourites: [favouriteEntry({ id: comingSoon.id, name: 'A car', slug: 'a-car' })],
          compare: [],
        }),
      );
      const stop = mergeBrowserSavedCars(watchlist, browserSavedCars(store), fixtureSite());
      // Not read yet: nothing to merge.
      expect(watchlist.getState().ids.size).toBe(0);
      store.getState().hydrate();
      await vi.waitFor(() => expect(store.getState().favourites).toEqual([]));
      stop();
      expect(await onServer()).toEqual([comingSoon.id]);
    });

    it('leaves the browser list alone for an anonymous shopper and on a site without the garage', async () => {
      const { inStock } = platform.fixture.cars;
      // Anonymous: the watchlist read answers 401, the browser list stays the saved list.
      const anonymous = createWatchlistStore({
        api: createApiClient({ baseUrl: platform.server.url }),
        siteSlug: SITE,
      });
      const kept = browserWith([inStock.id]);
      const stopAnonymous = mergeBrowserSavedCars(
        anonymous,
        browserSavedCars(kept.store),
        fixtureSite(),
      );
      await anonymous.getState().load();
      expect(anonymous.getState().status).toBe('anonymous');
      stopAnonymous();
      expect(kept.stored()).toEqual([inStock.id]);

      // Signed in on a site without the garage: its header counts the browser list, so it stays.
      const { watchlist, onServer } = await account('0411 100 004');
      const local = browserWith([inStock.id]);
      const stop = mergeBrowserSavedCars(watchlist, browserSavedCars(local.store), {
        garage_enabled: false,
      });
      await watchlist.getState().load();
      expect(watchlist.getState().status).toBe('ready');
      stop();
      expect(local.stored()).toEqual([inStock.id]);
      expect(await onServer()).toEqual([]);
    });
  },
);
