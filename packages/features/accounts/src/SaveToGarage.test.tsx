import { ApiClientError } from '@forecourt/api-client';
import { SiteProvider } from '@forecourt/site-shell';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountLinks } from './AccountLinks.tsx';
import { SaveToGarage } from './SaveToGarage.tsx';
import { fixtureSite } from './test/site.ts';
import { WatchlistProvider } from './WatchlistProvider.tsx';
import { createWatchlistStore, type WatchlistStatus } from './watchlist-store.ts';

function storeWith(status: WatchlistStatus, ids: number[], fail?: Error) {
  const calls: string[] = [];
  const store = createWatchlistStore({
    siteSlug: 'test-motors',
    initial: { status, ids },
    api: {
      watchlist: {
        list: async () => ({ success: true, watchlist: [], cars: [] }),
        save: async ({ car_id }) => {
          calls.push(`save ${car_id}`);
          if (fail) throw fail;
          return { success: true, watchlist: [{ id: car_id }] };
        },
        remove: async ({ car_id }) => {
          calls.push(`remove ${car_id}`);
          return { success: true, watchlist: [] };
        },
      },
    },
  });
  return { store, calls };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The car page's state: the header entry and the button, for the car `renderAt` gives. */
let pageCar = { id: 5, status: 'in_stock' };
function CarPage() {
  return (
    <>
      <AccountLinks />
      <SaveToGarage car={pageCar} />
    </>
  );
}

function renderAt(
  store: ReturnType<typeof storeWith>['store'],
  car = { id: 5, status: 'in_stock' },
) {
  pageCar = car;
  const Stub = createRoutesStub([
    {
      path: '/cars/:slug',
      Component: CarPage,
    },
    { path: '/sign-in', Component: Where },
  ]);
  return render(
    <SiteProvider site={fixtureSite()}>
      <WatchlistProvider store={store}>
        <Stub initialEntries={['/cars/a-car?x=1']} />
      </WatchlistProvider>
    </SiteProvider>,
  );
}

describe('<SaveToGarage />', () => {
  it('without a signed-in mobile number, Save goes to sign-in type watchlist and on to the save (vehicle-stock §4)', async () => {
    const { store, calls } = storeWith('anonymous', []);
    renderAt(store);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save to My Garage/ }));
    const where = new URL((await screen.findByTestId('where')).textContent ?? '', 'http://x');
    expect(where.searchParams.get('type')).toBe('watchlist');
    expect(where.searchParams.get('redirect')).toBe(
      '/watchlist?save=5&return=%2Fcars%2Fa-car%3Fx%3D1',
    );
    expect(where.searchParams.get('back')).toBe('/cars/a-car?x=1');
    expect(calls).toEqual([]);
  });

  it('signed in, saves at once and says where to find it; the header offers My Garage and Sign out', async () => {
    const { store, calls } = storeWith('ready', []);
    renderAt(store);
    expect(screen.getByRole('link', { name: 'My Garage' }).getAttribute('href')).toBe('/my-garage');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save to My Garage/ }));
    expect(await screen.findByRole('button', { name: /Saved to My Garage/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Saved. See it any time in My Garage.'),
    );
    expect(calls).toEqual(['save 5']);
  });

  it("puts the button back and shows the server's message when the save fails (vehicle-stock §8)", async () => {
    const { store } = storeWith(
      'ready',
      [],
      new ApiClientError("This car has been sold, so it can't be added to your watchlist.", {
        status: 409,
      }),
    );
    renderAt(store);
    fireEvent.click(screen.getByRole('button', { name: /Save to My Garage/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('has been sold');
    expect(screen.getByRole('button', { name: /Save to My Garage/ })).toBeTruthy();
  });

  it('a sold car not saved cannot be saved', () => {
    const { store } = storeWith('ready', []);
    renderAt(store, { id: 9, status: 'sold' });
    expect(screen.getByRole('button', { name: /Save to My Garage/ }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
