import { timingSafeEqual } from 'node:crypto';
import { andFilters, stockExclusionFilter } from '@forecourt/stock-eligibility';
import type { SiteDirectory, SiteRecord } from '../site-directory.ts';

/**
 * What both search protocols on `/search` (Meilisearch's and Algolia's) share: which key may
 * search, and the site scope a request's Host puts around every search on `cars`.
 */

/**
 * The site's search scope: its dealerships' cars, within its `search_filters` (site-wide §3),
 * without the stock numbers its rules exclude (vehicle-stock §6 stock exclusions).
 */
export function siteSearchFilter(site: Pick<SiteRecord, 'dealershipIds' | 'settings'>): string {
  return andFilters(
    `dealership_id IN [${site.dealershipIds.join(', ')}]`,
    site.settings.search_filters,
    stockExclusionFilter(site.settings.rules?.excluded_stock_numbers ?? []),
  );
}

/**
 * ANDs a site's filter into a search's `filter` (string, array or absent). The array form keeps
 * each part a separate expression, so nothing in the request's filter can widen the site's.
 * A filter of a wrong type is kept beside the site's for the engine to reject.
 */
export function scopeSearchFilter(filter: unknown, siteFilter: string): unknown {
  if (filter === undefined || filter === null) return siteFilter;
  if (typeof filter === 'string') return filter.trim() === '' ? siteFilter : [siteFilter, filter];
  if (Array.isArray(filter)) return filter.length === 0 ? siteFilter : [siteFilter, ...filter];
  return [siteFilter, filter];
}

/** The site filter for a request's Host, or null off a site host (the platform host). */
export async function siteFilterForHost(
  sites: Pick<SiteDirectory, 'forHost'>,
  host: string | undefined,
): Promise<string | null> {
  if (!host) return null;
  const site = await sites.forHost(host);
  return site ? siteSearchFilter(site) : null;
}

/** Compares a given key with an expected one in constant time. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The keys of `/search`: the admin key, and the search-only key when one is set. */
export interface SearchKeys {
  adminKey: string;
  /** FORECOURT_SEARCH_KEY; undefined: searches need no key. */
  searchKey: string | undefined;
}

/** Whether a search needs a key at all (only when a search-only key is configured). */
export function searchNeedsKey(keys: SearchKeys): boolean {
  return keys.searchKey !== undefined;
}

/** Whether `key` may search: the search-only key or the admin key. */
export function isSearchKey(key: string, keys: SearchKeys): boolean {
  const accepted = keys.searchKey ? [keys.adminKey, keys.searchKey] : [keys.adminKey];
  return accepted.some((expected) => safeEqual(key, expected));
}

/** Whether `key` is the admin key. */
export function isAdminKey(key: string, keys: SearchKeys): boolean {
  return safeEqual(key, keys.adminKey);
}
