import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest } from '../errors.ts';
import type { Router } from '../router.ts';
import { browserSearchClient, SearchBackendConfigError } from '../search/search-backends.ts';

/** How long a Meilisearch tenant token handed to a browser stays valid. */
export const SEARCH_TOKEN_TTL_MS = 60 * 60 * 1000;

const searchClientQuerySchema = z.object({
  site: z.string().trim().min(1).max(100).optional(),
});

/**
 * What a site's browser searches with: the public descriptor of its back end —
 * `embedded`, `algolia` (app id, index, search-only key) or `meilisearch` (URL, index and a
 * tenant token signed here, filter-scoped to the site and expiring after an hour). The island
 * asks for it when it loads, so no token sits in a cached page or a baked bundle; write keys and
 * the signing key never leave the server.
 */
export function registerSearchClientRoutes(router: Router, { deps, sites }: ApiContext): void {
  router.add({
    method: 'GET',
    path: '/api/search/client',
    tag: 'search',
    summary:
      "The site's search client for a browser: { searchClient: { kind, indexName, url|appId, searchKey } } with only a search-only key or a site-scoped tenant token. The site is the request Host's, or ?site= (slug).",
    query: searchClientQuerySchema,
    responses: {
      400: 'No site (neither a site host nor ?site=)',
      404: 'Unknown site',
      503: "The site's search key is not configured on this server",
    },
    handler: async ({ c, query }) => {
      const { site: slug } = query as z.output<typeof searchClientQuerySchema>;
      const site = slug ? await sites.get(slug) : await sites.forHost(new URL(c.req.url).host);
      if (!site)
        throw badRequest('A site is required.', { site: 'Ask on a site host or name ?site=.' });
      const expiresAt = new Date(deps.now().getTime() + SEARCH_TOKEN_TTL_MS);
      try {
        const searchClient = await browserSearchClient(
          site,
          deps.searchSecrets ?? (() => undefined),
          expiresAt,
        );
        // A token is per browser session, never for a shared cache; a short private reuse is fine.
        c.header('Cache-Control', 'private, max-age=300');
        return c.json({ searchClient });
      } catch (error) {
        if (error instanceof SearchBackendConfigError) {
          deps.logger.error({ site: site.slug, err: error }, 'search client unavailable');
          throw new ApiError(503, 'Search is not available for this site right now.');
        }
        throw error;
      }
    },
  });
}
