/**
 * The results page's InstantSearch search client: `algoliasearch`'s lite client
 * pointed at the platform's Algolia-protocol routes (the site's own `/search`, scoped to the
 * site by Host) by default or at Algolia, or `@meilisearch/instant-meilisearch` for a real
 * Meilisearch. Only search-only keys reach a browser. Part of the lazily loaded island chunk.
 */
import type { SearchClientDescriptor } from '@forecourt/site-config';
import { liteClient } from 'algoliasearch/lite';

/** A site's search back end as the browser sees it (only search-only keys). */
export type ResultsSearchBackend =
  | {
      kind: 'embedded';
      /** `host[:port]/path` of the platform's search service (default: this site's `/search`). */
      host?: string;
      protocol?: 'http' | 'https';
    }
  | { kind: 'algolia'; appId: string; searchKey: string }
  | { kind: 'meilisearch'; url: string; searchKey: string };

/**
 * The back end of a site's public descriptor (`site.searchClient`, from `publicSiteConfig`): the
 * only search settings a browser gets. A Meilisearch descriptor's key is a tenant token the
 * server signs per request (`browserSearchClient` in `@forecourt/api`); until one is given
 * (`searchKey: null`, a baked build) there is nothing the browser may search it with: null.
 */
export function resultsSearchBackendOf(
  descriptor: SearchClientDescriptor,
): ResultsSearchBackend | null {
  switch (descriptor.kind) {
    case 'algolia':
      return { kind: 'algolia', appId: descriptor.appId, searchKey: descriptor.searchKey };
    case 'meilisearch':
      return descriptor.searchKey === null
        ? null
        : { kind: 'meilisearch', url: descriptor.url, searchKey: descriptor.searchKey };
    default:
      return { kind: 'embedded' };
  }
}

/** The protocol a back end speaks, which decides the syntax of the site's filters. */
export type SearchProtocol = 'algolia' | 'meilisearch';

export function protocolOf(backend: ResultsSearchBackend): SearchProtocol {
  return backend.kind === 'meilisearch' ? 'meilisearch' : 'algolia';
}

/** What InstantSearch's `searchClient` needs (both clients provide it). */
export type ResultsSearchClient = ReturnType<typeof liteClient>;

/** The embedded engine's app id and key (the platform scopes by Host; no secret involved). */
export const EMBEDDED_APP_ID = 'forecourt';
export const EMBEDDED_SEARCH_KEY = 'search-only';

/** Connect and read timeouts (ms) for the platform's own search host. */
export const EMBEDDED_TIMEOUTS = { connect: 15_000, read: 20_000, write: 30_000 };

/**
 * The search client of a back end. instant-meilisearch (and the Meilisearch client under it) is
 * imported only for a Meilisearch back end, so the other sites never load it.
 */
export async function loadResultsSearchClient(
  backend: ResultsSearchBackend,
  where: { host: string; protocol: string } = window.location,
): Promise<ResultsSearchClient> {
  if (backend.kind === 'meilisearch') {
    const { instantMeiliSearch } = await import('@meilisearch/instant-meilisearch');
    return instantMeiliSearch(backend.url, backend.searchKey, { finitePagination: true })
      .searchClient as unknown as ResultsSearchClient;
  }
  return resultsSearchClient(backend, where);
}

/** The lite client of an Algolia-protocol back end (the platform's engine, or Algolia). */
export function resultsSearchClient(
  backend: Exclude<ResultsSearchBackend, { kind: 'meilisearch' }>,
  where: { host: string; protocol: string } = window.location,
): ResultsSearchClient {
  switch (backend.kind) {
    case 'algolia':
      return liteClient(backend.appId, backend.searchKey);
    default:
      return liteClient(EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY, {
        // The site's own host: its requests queue behind the page's images on HTTP/1.1 (six
        // connections a host), and one timed-out request marks the only host down for two
        // minutes. Algolia's defaults (2 s connect) are for its own dedicated hosts.
        timeouts: EMBEDDED_TIMEOUTS,
        hosts: [
          {
            url: backend.host ?? `${where.host}/search`,
            accept: 'read',
            protocol: backend.protocol ?? (where.protocol === 'https:' ? 'https' : 'http'),
          },
        ],
      });
  }
}
