import { z } from '@forecourt/validation';
import { httpUrl } from './schema-primitives.ts';

/**
 * A site's search back end: the platform's embedded engine (default), a real
 * Meilisearch, or Algolia. Secrets are never written here: a config names the environment
 * variable that holds a write key (`admin_key_env`, `search_key_env`), so no credential lives
 * in the repository. What a browser may see is `searchClientOf(backend)`.
 */

/** An environment variable name such as `ALGOLIA_WRITE_KEY`. */
const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, {
  error: 'must name an environment variable, e.g. "ALGOLIA_WRITE_KEY" (never the key itself)',
});

/** An index name: letters, digits, `-`, `_`, `.` (Algolia and Meilisearch both accept these). */
const indexName = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, {
  error: 'must be an index name of letters, digits, "-", "_" or "."',
});

export const embeddedBackendSchema = z.strictObject({ kind: z.literal('embedded') });

export const meilisearchBackendSchema = z.strictObject({
  kind: z.literal('meilisearch'),
  /** The Meilisearch the indexer writes to and the browser searches (e.g. Meilisearch Cloud). */
  url: httpUrl,
  /** Env var holding a key that may write documents and settings (server only). */
  admin_key_env: envName,
  /** Env var holding a search key that signs the browser's tenant tokens (server only). */
  search_key_env: envName,
  /** That search key's uid (not a secret; a tenant token names it). */
  search_key_uid: z.uuid({ error: 'must be the search key’s uid (a UUID)' }),
  /** The cars index; `cars` by default. */
  index_name: indexName.default('cars'),
});

export const algoliaBackendSchema = z.strictObject({
  kind: z.literal('algolia'),
  /** The Algolia application id (public). */
  app_id: z.string().regex(/^[A-Za-z0-9]{1,32}$/, { error: 'must be an Algolia application id' }),
  /** A search-only API key: the one key that reaches the browser. */
  search_only_key: z.string().trim().min(1),
  /** Env var holding the write (admin) key the indexer uses (server only). */
  admin_key_env: envName,
  /** The cars index in that application. */
  index_name: indexName,
});

export const searchBackendSchema = z.discriminatedUnion(
  'kind',
  [embeddedBackendSchema, meilisearchBackendSchema, algoliaBackendSchema],
  { error: 'must have kind "embedded", "meilisearch" or "algolia"' },
);

export type SearchBackendConfig = z.output<typeof searchBackendSchema>;
export type MeilisearchBackendConfig = z.output<typeof meilisearchBackendSchema>;
export type AlgoliaBackendConfig = z.output<typeof algoliaBackendSchema>;

/**
 * What a browser may know about a site's search back end: kind, where it is, the index and a
 * search-only key. For Meilisearch the key is a tenant token the server signs per request
 * (`searchKey: null` here: a baked build must not hold an expiring token); the embedded engine
 * needs no key (the platform scopes by Host).
 */
export type SearchClientDescriptor =
  | { kind: 'embedded'; indexName: 'cars' }
  | { kind: 'meilisearch'; url: string; indexName: string; searchKey: string | null }
  | { kind: 'algolia'; appId: string; indexName: string; searchKey: string };

/** The public descriptor of a back end: nothing server-only (no env names, no write keys). */
export function searchClientOf(backend: SearchBackendConfig): SearchClientDescriptor {
  switch (backend.kind) {
    case 'meilisearch':
      return {
        kind: 'meilisearch',
        url: backend.url,
        indexName: backend.index_name,
        searchKey: null,
      };
    case 'algolia':
      return {
        kind: 'algolia',
        appId: backend.app_id,
        indexName: backend.index_name,
        searchKey: backend.search_only_key,
      };
    default:
      return { kind: 'embedded', indexName: 'cars' };
  }
}
