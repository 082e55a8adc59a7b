import { selectCars } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import type { Router } from '../router.ts';

const SOLD_WINDOW_DAYS = 3;

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
    responses: { 404: 'Unknown site' },
    handler: async ({ c, params }) => {
      const site = await sites.get(params.slug ?? '');
      const soldDays = Number(site.config.include_sold_cars_days ?? SOLD_WINDOW_DAYS);
      const cutoff = new Date(deps.now().getTime() - soldDays * 86_400_000);
      const cars = await selectCars(
        deps.db,
        `c.dealership_id = ANY($1::int[]) AND c.show_on_dealer_website
         AND (c.status IN ('in_stock', 'coming_soon') OR (c.status = 'sold' AND c.sold_at > $2))`,
        [site.dealershipIds, cutoff],
      );
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
