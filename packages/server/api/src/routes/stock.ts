import { TextDecoder } from 'node:util';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import type { Router } from '../router.ts';
import { importStock, StockFeedError, type StockFeedFormat } from '../stock-import.ts';

/** A stock feed may be this large; the app's 1 MB JSON limit skips this path (app.ts). */
export const STOCK_FEED_MAX_BYTES = 50 * 1024 * 1024;

const FEED_CONTENT_TYPES: Record<string, StockFeedFormat> = {
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/json': 'json',
};

// The rest of the body is never read, so the connection cannot carry another request.
const tooLarge = () =>
  new ApiError(413, `Request body is larger than ${STOCK_FEED_MAX_BYTES} bytes.`, {
    headers: { Connection: 'close' },
  });

/** The format named by Content-Type (parameters such as charset aside), or a 415. */
function feedFormat(c: Context): { format: StockFeedFormat; charset: string } {
  const header = c.req.header('content-type') ?? '';
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim());
  const format = FEED_CONTENT_TYPES[type.toLowerCase()];
  if (!format) {
    throw new ApiError(
      415,
      `Send the stock feed as text/csv or application/json (Content-Type was "${header || 'none'}").`,
    );
  }
  const charset = parameters
    .map((parameter) => /^charset=(.+)$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return { format, charset: (charset ?? 'utf-8').replace(/^"|"$/g, '').toLowerCase() };
}

/** The raw body, refused with 413 as soon as it passes the limit (declared or streamed). */
async function readFeed(c: Context, charset: string): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? Number.NaN);
  if (declared > STOCK_FEED_MAX_BYTES) throw tooLarge();
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    throw new ApiError(415, `The charset "${charset}" is not supported.`);
  }
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > STOCK_FEED_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return decoder.decode(Buffer.concat(chunks));
}

const importQuerySchema = z.object({
  site: z.string({ error: 'is required' }).min(1, 'is required').describe('Site slug'),
  full: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .describe('true: the feed is all the stock; in-stock cars missing from it are marked sold'),
});

const importsQuerySchema = z.object({
  site: z.string().min(1, 'is required').optional().describe('Only this site'),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be 100 or less')
    .default(20),
});

interface ImportListRow {
  id: number;
  site: string | null;
  source: string;
  full_feed: boolean;
  accepted: number;
  rejected: number;
  marked_sold: number;
  created: number | null;
  updated: number | null;
  error: string | null;
  warnings: string[] | null;
  /** False while an import runs, and for good when it was killed midway (see rows_landed). */
  finished: boolean;
  /** Rows from the first that landed (each batch's transaction adds its own); null: a feed error. */
  rows_landed: number | null;
  created_at: Date;
}

/** Stock import over the admin API (platform-server issue). */
export function registerStockRoutes(router: Router, { deps, sites, rateLimits }: ApiContext): void {
  router.add({
    method: 'POST',
    path: '/api/admin/stock',
    tag: 'admin',
    summary:
      'Import a stock feed for a site. Body: the raw feed as text/csv (header row, vehicle-stock §3 Car field names) or application/json (an array of cars or { cars: [...] }), up to 50 MB. Answers the import report; bad rows are rejected with reasons while the rest import.',
    query: importQuerySchema,
    security: 'admin',
    responses: {
      400: 'The feed cannot be read (malformed CSV or JSON, no stocknum column): `{ error }`',
      401: 'No admin key',
      403: 'Wrong admin key',
      404: 'Unknown site',
      413: 'Feed larger than 50 MB',
      415: 'Content-Type is not text/csv or application/json',
      429: 'Too many imports from this client or for this site; see Retry-After',
    },
    handler: async ({ c, query }) => {
      requireAdmin(c, deps.adminKey);
      const { format, charset } = feedFormat(c);
      const site = await sites.get(query.site);
      await rateLimits.enforce(c, 'stockImport', site.slug);
      const feed = await readFeed(c, charset);
      if (feed.trim() === '') throw badRequest('The stock feed is empty.');
      let report: Awaited<ReturnType<typeof importStock>>;
      try {
        report = await importStock(deps.db, {
          site,
          feed,
          format,
          fullFeed: query.full === 'true',
          now: deps.now(),
          source: 'api',
        });
      } catch (error) {
        if (error instanceof StockFeedError) throw badRequest(error.message);
        throw error;
      }
      deps.logger.info(
        {
          site: site.slug,
          importId: report.import_id,
          accepted: report.accepted,
          rejected: report.rejected,
          markedSold: report.marked_sold,
        },
        'stock imported',
      );
      if (report.car_ids.length > 0 && deps.onStockChanged) {
        try {
          await deps.onStockChanged({ siteSlug: site.slug, carIds: report.car_ids });
        } catch (error) {
          deps.logger.error({ err: error, site: site.slug }, 'search index refresh failed');
          report.warnings.push(
            'The cars were saved, but refreshing the search index failed: search results may lag until the next refresh.',
          );
        }
      }
      return c.json(report);
    },
  });

  router.add({
    method: 'GET',
    path: '/api/admin/stock/imports',
    tag: 'admin',
    summary:
      'Recent stock imports, newest first: counts, warnings, any feed error, and for an import still running or killed midway (finished false) how many rows landed',
    query: importsQuerySchema,
    security: 'admin',
    responses: { 401: 'No admin key', 403: 'Wrong admin key', 404: 'Unknown site' },
    handler: async ({ c, query }) => {
      requireAdmin(c, deps.adminKey);
      const site = query.site ? await sites.get(query.site) : null;
      const rows = await deps.db.query<ImportListRow>(
        `SELECT si.id, s.slug AS site, si.source, si.full_feed, si.accepted, si.rejected,
                si.marked_sold, (si.report->>'created')::int AS created,
                (si.report->>'updated')::int AS updated, si.report->>'error' AS error,
                si.report->'warnings' AS warnings,
                (si.report->>'finished') IS DISTINCT FROM 'false' AS finished,
                (si.report->>'rows_landed')::int AS rows_landed, si.created_at
           FROM stock_imports si LEFT JOIN sites s ON s.id = si.site_id
          WHERE ($1::int IS NULL OR si.site_id = $1)
          ORDER BY si.created_at DESC, si.id DESC
          LIMIT $2`,
        [site?.id ?? null, query.limit],
      );
      return c.json({
        imports: rows.map((row) => ({
          ...row,
          warnings: row.warnings ?? [],
          created_at: row.created_at.toISOString(),
        })),
      });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/admin/stock/imports/:id',
    tag: 'admin',
    summary: 'One stock import with its full report (every row and its reasons)',
    security: 'admin',
    responses: { 401: 'No admin key', 403: 'Wrong admin key', 404: 'Unknown import' },
    handler: async ({ c, params }) => {
      requireAdmin(c, deps.adminKey);
      const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
      const [row] =
        id !== null
          ? await deps.db.query<{
              id: number;
              site: string | null;
              source: string;
              full_feed: boolean;
              report: Record<string, unknown>;
              created_at: Date;
            }>(
              `SELECT si.id, s.slug AS site, si.source, si.full_feed, si.report, si.created_at
               FROM stock_imports si LEFT JOIN sites s ON s.id = si.site_id WHERE si.id = $1`,
              [id],
            )
          : [];
      if (!row) throw notFound(`Unknown stock import "${params.id}".`);
      return c.json({ ...row, created_at: row.created_at.toISOString() });
    },
  });
}
