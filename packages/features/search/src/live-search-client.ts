import { liteClient } from 'algoliasearch/lite';
import type { LiveSearchRequest, LiveSearchResult } from './live-search.ts';

/** Asks the search service for the live search requests; resolves with the first result. */
export type LiveSearchClient = (requests: LiveSearchRequest[]) => Promise<LiveSearchResult>;

export interface LiveSearchClientOptions {
  /**
   * `host[:port]/path` of an Algolia-protocol search service (default: this site's own
   * `/search`, which the platform's engine answers scoped to the site the host names).
   */
  host?: string;
  protocol?: 'http' | 'https';
  /** Application id (default `forecourt`; Algolia's when the site points at Algolia). */
  appId?: string;
  /** A search-only key: the only kind that may reach a browser. */
  apiKey?: string;
}

/**
 * The live search client: `algoliasearch`'s lite client, pointed at the platform by
 * default. Its responses are cached in memory, so typing back to an earlier query asks nothing.
 */
export function liveSearchClient(options: LiveSearchClientOptions = {}): LiveSearchClient {
  const client = liteClient(options.appId ?? 'forecourt', options.apiKey ?? 'search-only', {
    hosts: [
      {
        url: options.host ?? `${window.location.host}/search`,
        accept: 'read',
        protocol: options.protocol ?? (window.location.protocol === 'https:' ? 'https' : 'http'),
      },
    ],
  });
  return async (requests) => {
    const { results } = await client.search<LiveSearchResult['hits'][number]>({
      requests: requests.map((request) => ({ ...request })),
    });
    const first = results[0];
    if (!first || !('hits' in first)) return { hits: [] };
    return {
      hits: first.hits,
      ...(first.facets ? { facets: first.facets } : {}),
      ...(first.nbHits !== undefined ? { nbHits: first.nbHits } : {}),
    };
  };
}
