import { escapeHtml } from '@forecourt/format';
import { z } from 'zod';
import { selectCars } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import type { Router } from '../router.ts';
import { siteStockCondition } from '../site-stock.ts';

const SOLD_WINDOW_DAYS = 3;

const stockChangesQuery = z.object({
  since: z
    .string()
    .regex(/^[0-9a-z]+\.[0-9]+$/, 'since must be a stock version such as "a1b2c3.42"')
    .optional(),
});

/** Whether an If-None-Match header names this (weak) entity tag, or `*`. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Health, the public site list, each site's stock feed, and the API's own docs. */
export function registerPlatformRoutes(
  router: Router,
  { deps, sites, stockVersions }: ApiContext,
): void {
  /**
   * The feed's condition for a site: its stock (without the stock numbers it excludes,
   * vehicle-stock §6) in stock, coming soon, or sold within its sold window.
   */
  const feedOf = (site: Awaited<ReturnType<typeof sites.get>>) => {
    const soldDays = Number(site.config.include_sold_cars_days ?? SOLD_WINDOW_DAYS);
    const cutoff = new Date(deps.now().getTime() - soldDays * 86_400_000);
    const stock = siteStockCondition(site, 2);
    return {
      where: `${stock.where} AND c.show_on_dealer_website
         AND (c.status IN ('in_stock', 'coming_soon') OR (c.status = 'sold' AND c.sold_at > $1))`,
      params: [cutoff, ...stock.params] as unknown[],
    };
  };

  router.add({
    method: 'GET',
    path: '/api/health',
    tag: 'platform',
    summary: 'Liveness and database reachability',
    responses: { 503: 'Database unreachable' },
    handler: async ({ c }) => {
      try {
        await deps.db.query('SELECT 1');
        return c.json({ status: 'ok', database: deps.db.kind });
      } catch {
        return c.json({ status: 'unavailable', database: deps.db.kind }, 503);
      }
    },
  });

  router.add({
    method: 'GET',
    path: '/api/sites',
    tag: 'sites',
    summary: 'The public list of dealer sites: slug, name, template, domains',
    handler: async ({ c }) =>
      c.json({
        sites: (await sites.list()).map(({ slug, name, template, domains }) => ({
          slug,
          name,
          template,
          domains,
        })),
      }),
  });

  router.add({
    method: 'GET',
    path: '/api/sites/:slug/stock.json',
    tag: 'sites',
    summary:
      "A site's current stock (in stock, coming soon, and sold within the sold window); also a syndication feed",
    responses: { 304: 'Unchanged since the ETag sent in If-None-Match', 404: 'Unknown site' },
    handler: async ({ c, params }) => {
      const site = await sites.get(params.slug ?? '');
      const { where, params: feedParams } = feedOf(site);
      // Read before the feed, so a change made while it is built is patched in afterwards.
      const stockVersion = stockVersions.current;
      // The feed's version, cheap to read: which cars it holds (count, latest change) and the
      // dealerships and locations it joins. A client that has this version (If-None-Match)
      // gets a 304 without the feed being built: the sites' home pages revalidate it on every
      // request instead of rebuilding megabytes of JSON.
      const [[version], [places]] = await Promise.all([
        deps.db.query<{ n: number; at: Date | string | null }>(
          `SELECT count(*)::int AS n, max(c.updated_at) AS at FROM cars c WHERE ${where}`,
          feedParams,
        ),
        // The few dealership and location rows the feed's cars carry (names, addresses).
        deps.db.query<{ places: string | null }>(
          `SELECT md5(
             coalesce((SELECT string_agg(d::text, '|' ORDER BY d.id) FROM dealerships d
                       WHERE d.id = ANY($1::int[])), '') || '#' ||
             coalesce((SELECT string_agg(l::text, '|' ORDER BY l.id) FROM locations l
                       WHERE l.dealership_id = ANY($1::int[])), '')) AS places`,
          [site.dealershipIds],
        ),
      ]);
      const at = version?.at ? new Date(version.at).getTime() : 0;
      const etag = `W/"stock-${site.slug}-${version?.n ?? 0}-${at}-${(places?.places ?? '').slice(0, 16)}"`;
      if (ifNoneMatch(c.req.header('if-none-match'), etag)) {
        return c.body(null, 304, { etag, 'cache-control': 'no-cache' });
      }
      const cars = await selectCars(deps.db, where, feedParams);
      c.header('etag', etag);
      c.header('cache-control', 'no-cache');
      c.header('x-stock-version', stockVersion);
      return c.json({
        site: site.slug,
        generated_at: deps.now().toISOString(),
        count: cars.length,
        cars,
      });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/sites/:slug/stock-changes.json',
    tag: 'sites',
    summary:
      "The cars of a site's stock feed changed since a stock version (the feed's X-Stock-Version): each changed car as the feed shows it, and the ids of those no longer in it; `reset` when the version is unknown here and the whole feed must be reloaded",
    query: stockChangesQuery,
    responses: { 400: 'Invalid version', 404: 'Unknown site' },
    handler: async ({ c, params, query }) => {
      const site = await sites.get(params.slug ?? '');
      const changes = stockVersions.since(query.since);
      if (changes.reset) {
        return c.json({ site: site.slug, version: changes.version, reset: true }, 200, {
          'cache-control': 'no-store',
        });
      }
      const { where, params: feedParams } = feedOf(site);
      // Only the changed cars are read: a few rows by primary key, whatever the stock's size.
      const cars =
        changes.carIds.length === 0
          ? []
          : await selectCars(deps.db, `${where} AND c.id = ANY($4::int[])`, [
              ...feedParams,
              changes.carIds,
            ]);
      const kept = new Set(cars.map((car) => car.id as number));
      return c.json(
        {
          site: site.slug,
          version: changes.version,
          reset: false,
          cars,
          removed: changes.carIds.filter((id) => !kept.has(id)),
        },
        200,
        { 'cache-control': 'no-store' },
      );
    },
  });

  router.add({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'platform',
    summary: 'This API described as OpenAPI 3.1, generated from the zod schemas it validates with',
    handler: ({ c }) =>
      c.json(router.openapi({ title: 'Forecourt platform API', version: '0.1.0' })),
  });

  router.add({
    method: 'GET',
    path: '/api/docs',
    tag: 'platform',
    summary: 'A readable page of the OpenAPI document',
    handler: ({ c }) =>
      c.html(
        docsPage(
          router.openapi({ title: 'Forecourt platform API', version: '0.1.0' }),
          c.get('cspNonce'),
        ),
      ),
  });
}

/** The docs page; its one inline `<style>` carries the response's CSP nonce. */
function docsPage(document: Record<string, unknown>, nonce: string | undefined): string {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const rows = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = (operation.requestBody as { content: Record<string, { schema: unknown }> })
        ?.content['application/json']?.schema;
      return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(operation.summary ?? ''))}</p>${
        body
          ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>`
          : ''
      }</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forecourt platform API</title>
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h2{font-size:1rem;margin:1.5rem 0 .25rem}pre{background:#f4f4f4;padding:1rem;overflow:auto}</style>
</head><body><main><h1>Forecourt platform API</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Errors are JSON
<code>{ "error": "…", "fields": { "name": "message" } }</code>.</p>
${rows.join('\n')}</main></body></html>`;
}
