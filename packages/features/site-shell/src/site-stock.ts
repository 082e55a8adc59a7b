import type { SiteStock } from '@forecourt/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import { apiFor } from './api-client.ts';
import { siteOf } from './site-context.tsx';

export interface StaleWhileRevalidateOptions {
  /** How long a loaded value is served without asking again (ms). */
  freshMs: number;
  /**
   * How long past `freshMs` an old value is still served at once while a fresh one loads in the
   * background (ms); older than that, the caller waits for the load.
   */
  staleMs: number;
  now?: () => number;
}

interface Entry<T> {
  value?: T;
  loadedAt: number;
  pending?: Promise<T>;
}

/**
 * A per-key stale-while-revalidate cache of an async load: a fresh value is served as is, a
 * stale one is served at once while one background load replaces it, and callers arriving
 * together share one load. A failed load is not cached (an old value, if any, stays).
 */
export function staleWhileRevalidate<T>({
  freshMs,
  staleMs,
  now = Date.now,
}: StaleWhileRevalidateOptions) {
  const entries = new Map<string, Entry<T>>();
  const start = (key: string, entry: Entry<T>, load: () => Promise<T>): Promise<T> => {
    if (entry.pending) return entry.pending;
    const pending = load().then(
      (value) => {
        entry.value = value;
        entry.loadedAt = now();
        entry.pending = undefined;
        return value;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (entry.value === undefined) entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  };
  return (key: string, load: () => Promise<T>): Promise<T> => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { loadedAt: 0 };
      entries.set(key, entry);
    }
    if (entry.value !== undefined) {
      const age = now() - entry.loadedAt;
      if (age < freshMs) return Promise.resolve(entry.value);
      if (age < freshMs + staleMs) {
        // Served stale; the refresh's failure is the next caller's to see, not this one's.
        start(key, entry, load).catch(() => {});
        return Promise.resolve(entry.value);
      }
    }
    return start(key, entry, load);
  };
}

/**
 * How long the home pages and the sitemap reuse a site's stock feed: a car added or sold shows
 * there within half a minute (its own vehicle page and the search results are never cached).
 */
export const SITE_STOCK_FRESH_MS = 30_000;
/** A feed up to five minutes old is still served while the next one loads. */
export const SITE_STOCK_STALE_MS = 300_000;

const siteStockCache = staleWhileRevalidate<SiteStock>({
  freshMs: SITE_STOCK_FRESH_MS,
  staleMs: SITE_STOCK_STALE_MS,
});

/**
 * The site's stock feed (`/api/sites/{slug}/stock.json`) for a loader that summarises the whole
 * stock (home page makes, bodies, newest cars, dealership counts; the sitemap). The feed of a
 * large group is megabytes of JSON: building and parsing it on every home page request made the
 * first byte wait most of a second, so it is shared for {@link SITE_STOCK_FRESH_MS} per site.
 */
export function loadSiteStock({
  request,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<SiteStock> {
  const site = siteOf(context);
  return siteStockCache(site.slug, () => apiFor(request, context).siteStock(site.slug));
}
