import { type ApiClient, createApiClient } from '@forecourt/api-client';
import {
  browserSavedCars,
  createFavouritesStore,
  FavouritesProvider,
  favouriteEntry,
  SavedLink,
} from '@forecourt/favourites';
import { SiteProvider } from '@forecourt/site-shell';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from './test/site.ts';
import { useAccountSavedCars } from './useAccountSavedCars.ts';
import { lazyWatchlistApi, maybeSignedIn, WatchlistProvider } from './WatchlistProvider.tsx';
import { createWatchlistStore } from './watchlist-store.ts';

describe('maybeSignedIn (the watchlist is read only when a session may exist)', () => {
  it("is true only with the API's forecourt_signed_in=1 hint", () => {
    expect(maybeSignedIn('forecourt_signed_in=1')).toBe(true);
    expect(maybeSignedIn('fc_car_location_bar=1; forecourt_signed_in=1; theme=x')).toBe(true);
    expect(maybeSignedIn('')).toBe(false);
    expect(maybeSignedIn('forecourt_signed_in=; other=1')).toBe(false);
    expect(maybeSignedIn('not_forecourt_signed_in=1')).toBe(false);
    expect(maybeSignedIn('forecourt_signed_in=10')).toBe(false);
  });
});

/**
 * The header's one Saved count at sign-in (vehicle-stock §4, §6), as an app wires it: the
 * favourites' saved cars handed to the watchlist provider (`browserSaved`), the header's
 * `SavedLink` given the account's list. The real API client; only `fetch` is a test double, a
 * watchlist API holding the account's cars.
 */
function watchlistServer(saved: number[]) {
  const held = new Set(saved);
  const calls: string[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://site.test').pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/watchlist/save-car') {
      held.add((JSON.parse(String(init?.body)) as { car_id: number }).car_id);
    }
    const watchlist = [...held].map((id) => ({ id }));
    return Response.json(
      path === '/api/watchlist'
        ? { success: true, watchlist, cars: [] }
        : { success: true, watchlist },
    );
  };
  return { fetch, calls, held };
}

function Header() {
  return <SavedLink account={useAccountSavedCars()} />;
}

describe('one saved list at sign-in (vehicle-stock §4, §6)', () => {
  it("moves the browser's saved cars into the account: the header counts them once, on the watchlist", async () => {
    const server = watchlistServer([5]);
    const favourites = createFavouritesStore({ siteSlug: 'test-motors', storeFavourites: false });
    favourites.getState().hydrate();
    for (const id of [5, 6]) {
      favourites
        .getState()
        .toggleFavourite(favouriteEntry({ id, name: `Car ${id}`, slug: `c${id}` }));
    }
    const watchlist = createWatchlistStore({
      api: createApiClient({ baseUrl: '', fetch: server.fetch }),
      siteSlug: 'test-motors',
    });
    const Stub = createRoutesStub([{ path: '/', Component: Header }]);
    render(
      <SiteProvider site={fixtureSite()}>
        <FavouritesProvider siteSlug="test-motors" storeFavourites={false} store={favourites}>
          <WatchlistProvider store={watchlist} browserSaved={browserSavedCars(favourites)}>
            <Stub />
          </WatchlistProvider>
        </FavouritesProvider>
      </SiteProvider>,
    );
    // Anonymous: the browser's list is the saved list.
    expect(screen.getByRole('link', { name: 'Saved (2)' }).getAttribute('href')).toBe(
      '/favourites',
    );

    // Signed in: the watchlist is read (as after the sign-in form), the browser's cars join it.
    await act(() => watchlist.getState().load());
    await waitFor(() => expect(favourites.getState().favourites).toEqual([]));
    const saved = await screen.findByRole('link', { name: 'Saved (2)' });
    expect(saved.getAttribute('href')).toBe('/my-garage');
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/watchlist/save-car',
    ]);
    expect([...server.held].sort()).toEqual([5, 6]);
  });
});

describe('lazyWatchlistApi (the API client off anonymous pages)', () => {
  it('loads the client on the first call only, once, and forwards each call', async () => {
    const calls: string[] = [];
    const client = {
      watchlist: {
        save: async (change: { car_id: number }) => {
          calls.push(`save ${change.car_id}`);
          return { ids: [change.car_id] };
        },
        remove: async (change: { car_id: number }) => {
          calls.push(`remove ${change.car_id}`);
          return { ids: [] };
        },
        list: async (query?: { site?: string }) => {
          calls.push(`list ${query?.site}`);
          return { cars: [] };
        },
      },
    } as unknown as Pick<ApiClient, 'watchlist'>;
    let loads = 0;
    const api = lazyWatchlistApi(async () => {
      loads += 1;
      return client;
    });
    expect(loads).toBe(0);
    await api.watchlist.list({ site: 'sunshine-used-cars' });
    await api.watchlist.save({ car_id: 7 });
    await api.watchlist.remove({ car_id: 7 });
    expect(loads).toBe(1);
    expect(calls).toEqual(['list sunshine-used-cars', 'save 7', 'remove 7']);
  });
});
