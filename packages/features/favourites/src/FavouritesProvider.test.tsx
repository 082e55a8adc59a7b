import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FavouritesProvider } from './FavouritesProvider.tsx';
import { favouriteEntry } from './favourite-entry.ts';
import {
  createFavouritesStore,
  type FavouritesStorage,
  favouritesStorageKey,
} from './favourites-store.ts';
import { useFavourites } from './useFavourites.ts';

const hilux = favouriteEntry({ id: 1, name: '2021 Toyota HiLux SR5', slug: 'hilux-1' });
const KEY = favouritesStorageKey('sunshine-used-cars');

function memoryStorage(initial: Record<string, string> = {}): FavouritesStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** A header-like consumer: the count once the saved lists are read, and a toggle. */
function SavedLink() {
  const hydrated = useFavourites((state) => state.hydrated);
  const count = useFavourites((state) => state.favourites.length);
  const saved = useFavourites((state) => state.favourites.some((entry) => entry.id === '1'));
  const toggle = useFavourites((state) => state.toggleFavourite);
  return (
    <>
      <a href="/favourites">{hydrated ? `Saved (${count})` : 'Saved'}</a>
      <button type="button" aria-pressed={saved} onClick={() => toggle(hilux)}>
        Save
      </button>
    </>
  );
}

const saved = JSON.stringify({ version: 1, favourites: [hilux], compare: [] });

describe('<FavouritesProvider />', () => {
  it('renders the server HTML on the first client render, then the saved cars (vehicle-stock §6)', async () => {
    const storage = memoryStorage({ [KEY]: saved });
    const tree = () => (
      <FavouritesProvider siteSlug="sunshine-used-cars" storeFavourites storage={storage}>
        <SavedLink />
      </FavouritesProvider>
    );
    const html = renderToString(tree());
    expect(html).toContain('>Saved</a>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Read once the browser is idle, in a task after the hydration's.
    expect(container.querySelector('a')?.textContent).toBe('Saved');
    await vi.waitFor(() => expect(container.querySelector('a')?.textContent).toBe('Saved (1)'));
    expect(container.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    container.remove();
  });

  it('follows changes made in another tab (the storage event)', async () => {
    const storage = memoryStorage();
    render(
      <FavouritesProvider siteSlug="sunshine-used-cars" storeFavourites storage={storage}>
        <SavedLink />
      </FavouritesProvider>,
    );
    await vi.waitFor(() => expect(screen.getByRole('link').textContent).toBe('Saved (0)'));
    storage.setItem(KEY, saved);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    });
    expect(screen.getByRole('link').textContent).toBe('Saved (0)');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByRole('link').textContent).toBe('Saved (1)');
  });

  it('keeps a separate store per provider and uses a given one', async () => {
    const store = createFavouritesStore({ siteSlug: 's', storeFavourites: false });
    render(
      <>
        <FavouritesProvider siteSlug="s" storeFavourites={false} store={store}>
          <SavedLink />
        </FavouritesProvider>
        <FavouritesProvider siteSlug="s" storeFavourites={false}>
          <SavedLink />
        </FavouritesProvider>
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Save' });
    if (!first || !second) throw new Error('two Save buttons expected');
    fireEvent.click(first);
    expect(store.getState().favourites).toEqual([hilux]);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    // The provider's own read, once idle, does not undo a save made before it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().favourites).toEqual([hilux]);
    expect(first.getAttribute('aria-pressed')).toBe('true');
  });

  it('useFavourites says so when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SavedLink />)).toThrow(/inside a <FavouritesProvider>/);
  });
});
