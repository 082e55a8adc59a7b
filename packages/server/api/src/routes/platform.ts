import { escapeHtml } from '@forecourt/format';
import { selectCars } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import type { Router } from '../router.ts';

const SOLD_WINDOW_DAYS = 3;

/** Whether an If-None-Match header names this (weak) entity tag, or `*`. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Health, the public site list, each site's stock feed, and the API's own docs. */
export function registerPlatformRoutes(router: Router, { deps, sites }: ApiContext): void {
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
      const soldDays = Number(site.config.include_sold_cars_days ?? SOLD_WINDOW_DAYS);
      const cutoff = new Date(deps.now().getTime() - soldDays * 86_400_000);
      const where = `c.dealership_id = ANY($1::int[]) AND c.show_on_dealer_website
         AND (c.status IN ('in_stock', 'coming_soon') OR (c.status = 'sold' AND c.sold_at > $2))`;
      const feedParams = [site.dealershipIds, cutoff];
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
