import { ApiClientError } from '@forecourt/api-client';
import { ANALYTICS_EVENT_IDS } from '@forecourt/lead-payloads';
import { describe, expect, it } from 'vitest';
import { createWatchlistStore, WATCHLIST_FAILED_TEXT } from './watchlist-store.ts';

const SOLD_MESSAGE = "This car has been sold, so it can't be added to your watchlist.";

/** The API client's watchlist as the store sees it: answers queued per call, calls recorded. */
function fakeWatchlistApi(listAnswer: () => Promise<{ watchlist: { id: number }[] }>) {
  const calls: string[] = [];
  let next: (() => Promise<unknown>) | null = null;
  const change = (name: string) => async (body: { car_id: number }) => {
    calls.push(`${name} ${body.car_id}`);
    const answer = next ?? (async () => ({ success: true, watchlist: [] }));
    next = null;
    return answer() as never;
  };
  return {
    calls,
    failNext(error: Error) {
      next = async () => {
        throw error;
      };
    },
    /** Holds the next change until `release` is called. */
    holdNext() {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      next = async () => {
        await held;
        return { success: true, watchlist: [] };
      };
      return () => release();
    },
    api: {
      watchlist: {
        list: async () => ({ success: true as const, cars: [], ...(await listAnswer()) }),
        save: change('save'),
        remove: change('remove'),
      },
    },
  };
}

const IN_STOCK = { id: 5, status: 'in_stock' };
const SOLD = { id: 9, status: 'sold' };

async function readyStore(ids: number[] = []) {
  const fake = fakeWatchlistApi(async () => ({ watchlist: ids.map((id) => ({ id })) }));
  const tracked: [number, { car_id: number }][] = [];
  const store = createWatchlistStore({
    api: fake.api as never,
    siteSlug: 'sunshine',
    track: (id, data) => tracked.push([id, data]),
  });
  await store.getState().load();
  return { store, fake, tracked };
}

describe('createWatchlistStore', () => {
  it('reads the status from the list call: ready, not signed in (401), no mobile (403)', async () => {
    const { store } = await readyStore([3]);
    expect(store.getState().status).toBe('ready');
    expect([...store.getState().ids]).toEqual([3]);
    for (const [status, expected] of [
      [401, 'anonymous'],
      [403, 'no-phone'],
    ] as const) {
      const fake = fakeWatchlistApi(async () => {
        throw new ApiClientError('no', { status });
      });
      const other = createWatchlistStore({ api: fake.api as never, siteSlug: 's' });
      await other.getState().load();
      expect(other.getState().status).toBe(expected);
    }
  });

  it('adds at once, then calls the server, and sends event 39 on a save (vehicle-stock §4, §7)', async () => {
    const { store, fake, tracked } = await readyStore();
    const release = fake.holdNext();
    const done = store.getState().toggle(IN_STOCK);
    expect(store.getState().ids.has(5)).toBe(true);
    expect(store.getState().pending.has(5)).toBe(true);
    release();
    expect(await done).toBe('saved');
    expect(store.getState().pending.has(5)).toBe(false);
    expect(fake.calls).toEqual(['save 5']);
    expect(tracked).toEqual([[ANALYTICS_EVENT_IDS.SAVE_OR_ADD_FAVOURITE, { car_id: 5 }]]);
  });

  it('removes a saved car, without event 39', async () => {
    const { store, fake, tracked } = await readyStore([5]);
    expect(await store.getState().toggle(IN_STOCK)).toBe('removed');
    expect(store.getState().ids.has(5)).toBe(false);
    expect(fake.calls).toEqual(['remove 5']);
    expect(tracked).toEqual([]);
  });

  it('puts the list back and keeps the server message when the call fails (vehicle-stock §8)', async () => {
    const { store, fake, tracked } = await readyStore();
    fake.failNext(new ApiClientError(SOLD_MESSAGE, { status: 409 }));
    expect(await store.getState().toggle(IN_STOCK)).toBe('failed');
    expect(store.getState().ids.has(5)).toBe(false);
    expect(store.getState().errors[5]).toBe(SOLD_MESSAGE);
    expect(tracked).toEqual([]);
    // A failed remove puts the car back.
    const saved = await readyStore([5]);
    saved.fake.failNext(new ApiClientError('', { status: 0 }));
    expect(await saved.store.getState().toggle(IN_STOCK)).toBe('failed');
    expect(saved.store.getState().ids.has(5)).toBe(true);
    expect(saved.store.getState().errors[5]).toBe(WATCHLIST_FAILED_TEXT);
  });

  it('a session that ended meanwhile (401) makes the next press go to sign-in', async () => {
    const { store, fake } = await readyStore();
    fake.failNext(new ApiClientError('Sign in required.', { status: 401 }));
    await store.getState().toggle(IN_STOCK);
    expect(store.getState().status).toBe('anonymous');
    expect(await store.getState().toggle(IN_STOCK)).toBe('sign-in');
  });

  it('does not save a sold car, but removes one already saved (vehicle-stock §4)', async () => {
    const { store, fake } = await readyStore();
    expect(await store.getState().toggle(SOLD)).toBe('sold');
    expect(fake.calls).toEqual([]);
    const saved = await readyStore([9]);
    expect(await saved.store.getState().toggle(SOLD)).toBe('removed');
  });

  it('asks for sign-in when not signed in, changing nothing (vehicle-stock §4)', async () => {
    const fake = fakeWatchlistApi(async () => {
      throw new ApiClientError('Sign in required.', { status: 401 });
    });
    const store = createWatchlistStore({ api: fake.api as never, siteSlug: 's' });
    expect(await store.getState().toggle(IN_STOCK)).toBe('sign-in');
    await store.getState().load();
    expect(await store.getState().toggle(IN_STOCK)).toBe('sign-in');
    expect(store.getState().ids.size).toBe(0);
    expect(fake.calls).toEqual([]);
  });

  it('ignores a second press while the first is on its way', async () => {
    const { store, fake } = await readyStore();
    const release = fake.holdNext();
    const first = store.getState().toggle(IN_STOCK);
    expect(await store.getState().toggle(IN_STOCK)).toBe('busy');
    release();
    await first;
    expect(fake.calls).toEqual(['save 5']);
  });
});

describe('adopt (the browser saved list merged at sign-in, vehicle-stock §4, §6)', () => {
  it('saves only the cars not on the list and answers every id the browser may drop', async () => {
    const { store, fake, tracked } = await readyStore([5]);
    expect(await store.getState().adopt([5, 7, 7, 8])).toEqual([5, 7, 8]);
    expect(fake.calls).toEqual(['save 7', 'save 8']);
    expect([...store.getState().ids]).toEqual([5, 7, 8]);
    // Not a new save by the shopper: no event 39 for cars saved before signing in.
    expect(tracked).toEqual([]);
  });

  it('lets a sold car go, and stops at a busy server, keeping the rest for the next read', async () => {
    const { store, fake } = await readyStore();
    fake.failNext(new ApiClientError(SOLD_MESSAGE, { status: 409 }));
    expect(await store.getState().adopt([9, 5])).toEqual([9, 5]);
    fake.failNext(new ApiClientError('Too many changes', { status: 429 }));
    expect(await store.getState().adopt([6, 7])).toEqual([]);
    expect(fake.calls).toEqual(['save 9', 'save 5', 'save 6']);
    expect([...store.getState().ids]).toEqual([5]);
  });

  it('saves nothing before the shopper is signed in', async () => {
    const fake = fakeWatchlistApi(async () => {
      throw new ApiClientError('no', { status: 401 });
    });
    const store = createWatchlistStore({ api: fake.api as never, siteSlug: 'sunshine' });
    await store.getState().load();
    expect(await store.getState().adopt([5])).toEqual([]);
    expect(fake.calls).toEqual([]);
  });
});
