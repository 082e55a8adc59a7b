import type { Car, SiteStock, SiteStockChanges } from '@forecourt/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { apiFor } from './api-client.ts';
import { siteOf } from './site-context.tsx';

/** What a conditional load answers: a new value and its version, or `null` for "unchanged". */
export type ConditionalAnswer<T> = { value: T; etag: string | null } | null;

/**
 * A per-key cache revalidated on every use: `load` gets the version held (an ETag) and answers
 * `null` when it is still current (the cached value is used) or a new value and version. Callers
 * arriving together share one load; a failed load is not cached, and a value without a version
 * is not kept.
 */
export function revalidatingCache<T>() {
  const entries = new Map<string, { value: T; etag: string }>();
  const pending = new Map<string, Promise<T>>();
  return (key: string, load: (etag: string | undefined) => Promise<ConditionalAnswer<T>>) => {
    const running = pending.get(key);
    if (running) return running;
    const held = entries.get(key);
    const next = load(held?.etag)
      .then((answer) => {
        if (answer === null) {
          if (!held) throw new Error(`"${key}" answered unchanged, but nothing is cached`);
          return held.value;
        }
        if (answer.etag) entries.set(key, { value: answer.value, etag: answer.etag });
        else entries.delete(key);
        return answer.value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, next);
    return next;
  };
}

/** Where {@link stockFeedCache} reads a site's feed: whole (ETag-conditional) or its changes. */
export interface StockFeedSource {
  /** The whole feed unless still the version `etag` names (`null`), with its stock version. */
  full(
    etag: string | undefined,
  ): Promise<{ stock: SiteStock; etag: string | null; version: string | null } | null>;
  /** The feed's cars changed since stock version `since`. */
  changes(since: string): Promise<SiteStockChanges>;
}

/** What {@link stockFeedCache} did for a call, for tests and benchmarks. */
export interface StockFeedCounts {
  /** Whole feeds read (the first load, a reset, a changed ETag). */
  fullLoads: number;
  /** ETag revalidations answered unchanged. */
  unchanged: number;
  /** Change lists applied (none: the held feed is current). */
  patches: number;
}

interface HeldFeed {
  stock: SiteStock;
  etag: string | null;
  version: string | null;
  /** When the whole feed was last read or revalidated by ETag. */
  checkedAt: number;
}

/**
 * The feed's cars with the changed cars put in and the removed ones taken out: a new feed when
 * anything changed, else the same object, so aggregates memoised on its cars ({@link perStock})
 * stay valid. The feed is ordered by car id (the API's order), which the patch keeps: a changed
 * car replaces its old self, a new one is inserted at its place.
 */
export function applyStockChanges(
  stock: SiteStock,
  changes: { cars: readonly Car[]; removed: readonly number[] },
): SiteStock {
  if (changes.cars.length === 0 && changes.removed.length === 0) return stock;
  const cars = stock.cars.slice();
  const at = (id: number) => {
    let low = 0;
    let high = cars.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cars[middle] as Car).id < id) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  let touched = false;
  for (const id of changes.removed) {
    const index = at(id);
    if (cars[index]?.id === id) {
      cars.splice(index, 1);
      touched = true;
    }
  }
  for (const car of changes.cars) {
    const index = at(car.id);
    if (cars[index]?.id === car.id) cars[index] = car;
    else cars.splice(index, 0, car);
    touched = true;
  }
  if (!touched) return stock;
  return { ...stock, count: cars.length, cars };
}

/**
 * A per-site cache of parsed stock feeds kept current by change lists: a call asks the platform
 * for the cars changed since the version held (an in-memory lookup there, a few rows when cars
 * changed) and patches just those in, so a change to a few cars costs a few cars, not a reload
 * and parse of the whole feed. The whole feed is read on the first call, when the platform
 * answers a reset (its version is unknown there: a restart, a change log overrun), and, as a
 * safety net for changes not reported as stock changes (a dealership's address, the sold
 * window passing), revalidated by ETag every `revalidateMs`. A feed without a version (an older
 * platform) is revalidated by ETag on every call. Calls arriving together share one load.
 */
export function stockFeedCache({
  revalidateMs = 60_000,
  now = Date.now,
}: {
  revalidateMs?: number;
  now?: () => number;
} = {}) {
  const held = new Map<string, HeldFeed>();
  const pending = new Map<string, Promise<SiteStock>>();
  const counts: StockFeedCounts = { fullLoads: 0, unchanged: 0, patches: 0 };

  const loadWhole = async (key: string, source: StockFeedSource, etag?: string) => {
    const answer = await source.full(etag);
    const previous = held.get(key);
    if (answer === null) {
      if (!previous) throw new Error(`"${key}" answered unchanged, but nothing is cached`);
      counts.unchanged += 1;
      previous.checkedAt = now();
      return previous;
    }
    counts.fullLoads += 1;
    const next = {
      stock: answer.stock,
      etag: answer.etag,
      version: answer.version,
      checkedAt: now(),
    };
    if (answer.etag || answer.version) held.set(key, next);
    else held.delete(key);
    return next;
  };

  const load = async (key: string, source: StockFeedSource): Promise<SiteStock> => {
    let feed = held.get(key);
    if (!feed) return (await loadWhole(key, source)).stock;
    if (!feed.version || now() - feed.checkedAt >= revalidateMs) {
      const before = feed.stock;
      feed = await loadWhole(key, source, feed.etag ?? undefined);
      // A feed without a version is only ever revalidated by ETag; a whole new feed is current.
      if (!feed.version || feed.stock !== before) return feed.stock;
    }
    const changes = await source.changes(feed.version as string);
    if (changes.reset) return (await loadWhole(key, source)).stock;
    counts.patches += 1;
    const stock = applyStockChanges(feed.stock, changes);
    held.set(key, { ...feed, stock, version: changes.version });
    return stock;
  };

  const cache = (key: string, source: StockFeedSource): Promise<SiteStock> => {
    const running = pending.get(key);
    if (running) return running;
    const next = load(key, source).finally(() => pending.delete(key));
    pending.set(key, next);
    return next;
  };
  return Object.assign(cache, { counts });
}

const aggregates = new WeakMap<readonly Car[], Map<string, unknown>>();

/**
 * A value derived from a stock feed's cars (the header's stock summary, a home page's makes and
 * newest cars), computed once per stock version: the cars array is the version ({@link
 * applyStockChanges} makes a new one only when cars changed), so a render reads the aggregate
 * instead of walking every car. `key` names the aggregate and everything it depends on besides
 * the cars (e.g. counts asked for).
 */
export function perStock<T>(cars: readonly Car[], key: string, compute: () => T): T {
  let values = aggregates.get(cars);
  if (!values) {
    values = new Map();
    aggregates.set(cars, values);
  }
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  values.set(key, value);
  return value;
}

const siteStockCache = stockFeedCache();

/**
 * The site's stock feed (`/api/sites/{slug}/stock.json`) for a loader that summarises the whole
 * stock (home page makes, bodies, newest cars, dealership counts; the sitemap). The feed of a
 * large group is megabytes of JSON: it is read and parsed once per site and process, then kept
 * current with the platform's change lists (`stock-changes.json`), so every request sees the
 * stock as of that request (a change is patched in on the next render, in every worker of a
 * cluster) without a whole-feed reload per change or per request. Derive aggregates through
 * {@link perStock} so a render does not walk the whole stock either.
 */
export async function loadSiteStock({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<SiteStock> {
  const site = siteOf(context);
  const api = apiFor(request, context);
  return siteStockCache(site.slug, {
    full: (etag) => api.siteStockIfChanged(site.slug, etag),
    changes: (since) => api.siteStockChanges(site.slug, since),
  });
}

/** How the site stock feeds of this process were kept current (benchmarks, diagnostics). */
export function siteStockCounts(): Readonly<StockFeedCounts> {
  return { ...siteStockCache.counts };
}
