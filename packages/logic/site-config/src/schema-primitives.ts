import { z } from '@forecourt/validation';

/** Lowercase kebab-case: `acme-motors`, `jones-group-2` (site-wide §3 slug). */
export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug used in routes such as `<slug>.localhost` and `/search/{slug}` (site-wide §2, §3). */
export const kebabSlug = z
  .string()
  .regex(KEBAB_CASE, { error: 'must be lowercase kebab-case, e.g. "acme-motors"' });

/** Non-empty text. */
export const text = z.string().trim().min(1);

/**
 * The first path segments under `/search/` that belong to the search service (the Meilisearch
 * API the platform serves at `/search`, and the Algolia search API under `/search/1`), not to a
 * site's `/search/{slug}` pages (site-wide §2).
 */
export const SEARCH_SERVICE_PATHS = [
  '1',
  'batches',
  'chats',
  'dumps',
  'experimental-features',
  'export',
  'health',
  'indexes',
  'keys',
  'logs',
  'metrics',
  'multi-search',
  'network',
  'snapshots',
  'stats',
  'swap-indexes',
  'tasks',
  'version',
  'webhooks',
] as const;

const SEARCH_SERVICE_PATH_SET: ReadonlySet<string> = new Set(SEARCH_SERVICE_PATHS);

/** Whether `/search/{segment}` is a search service path rather than a results page. */
export function isSearchServicePath(segment: string): boolean {
  return SEARCH_SERVICE_PATH_SET.has(segment.trim().toLowerCase());
}

/**
 * A dealership or location slug: it names the results page `/search/{slug}` (site-wide §2), so
 * it may not be one of the search service's own paths, which that URL would reach instead.
 */
export const searchPageSlug = text.refine((slug) => !isSearchServicePath(slug), {
  error: (issue) =>
    `"${String(issue.input)}" is reserved: /search/${String(issue.input)} is a search service path`,
});

/** An absolute http(s) address. */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** An http(s) address or a site-relative path such as `/images/logo.svg`. */
export const urlOrPath = z.string().regex(/^(?:https?:\/\/\S+|\/\S*)$/, {
  error: 'must be an http(s) URL or a path starting with /',
});

/** A record id as the platform API gives it. */
export const id = z.int().nonnegative();

/** `YYYY-MM-DD`, optionally followed by a time part (site-wide §3 special hours date). */
export const isoDateLike = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/, { error: 'must be a date in YYYY-MM-DD form' });

/** A rating given as a number or a numeric string (site-wide §3: "average_rating (a string)"). */
export const rating = z.union([
  z.number().min(0).max(5),
  z.string().regex(/^\d+(?:\.\d+)?$/, { error: 'must be a number such as "4.6"' }),
]);
