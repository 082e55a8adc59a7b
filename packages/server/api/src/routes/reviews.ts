import { fieldErrors } from '@forecourt/lead-payloads';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { badRequest } from '../errors.ts';
import type { Router } from '../router.ts';

/** `GET /api/sites/:slug/reviews` path parameters. */
export const siteReviewsParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be a site slug' }),
});

/** The newest reviews an answer lists; the aggregate counts every review. */
export const SITE_REVIEWS_LIMIT = 100;

const nullableText = z.string().nullable();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A review as the API answers it (site-wide §3 Review): id, customer_name, title, text (may be
 * null), rating (1–5, one decimal), review_date, reply_text, reply_date, image, source (google,
 * facebook) and the dealership and location it is for. Dealer and shopper text is plain text:
 * the sites render it as text, never as HTML.
 */
export const apiReviewSchema = z.strictObject({
  id: z.int().positive(),
  dealership_id: z.int().positive(),
  location_id: z.int().positive().nullable(),
  customer_name: z.string(),
  title: nullableText,
  text: nullableText,
  rating: z.number().min(0).max(5),
  review_date: isoDate,
  reply_text: nullableText,
  reply_date: isoDate.nullable(),
  image: z.strictObject({ url: nullableText }),
  source: z.string(),
});

export type ApiReview = z.infer<typeof apiReviewSchema>;

/**
 * The answer of `GET /api/sites/:slug/reviews`: the aggregate of every review of the site's
 * dealerships (count, and average_rating as a string with two decimals, site-wide §3 "the
 * aggregate has count and average_rating (a string)"; null without reviews) and the newest
 * `SITE_REVIEWS_LIMIT` reviews, newest first. The display gate (minimum rating, hidden titles)
 * is the site's rule and is applied by the site (site-config `visibleReviews`).
 */
export const siteReviewsAnswerSchema = z.strictObject({
  site: z.string(),
  count: z.int().nonnegative(),
  average_rating: z
    .string()
    .regex(/^\d\.\d{2}$/)
    .nullable(),
  reviews: z.array(apiReviewSchema),
});

interface ReviewRow {
  id: number;
  dealership_id: number;
  location_id: number | null;
  customer_name: string;
  title: string | null;
  text: string | null;
  rating: string | number;
  review_date: Date | string;
  reply_text: string | null;
  reply_date: Date | string | null;
  image_url: string | null;
  source: string;
}

/** A `date` column as `YYYY-MM-DD` (pg gives a local-midnight Date, PGlite may give a string). */
function isoDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

const textOrNull = (value: string | null) => (value?.trim() ? value.trim() : null);

/** A site's reviews and their aggregate (site-wide §2 reviews, §3 Review, §5). */
export function registerReviewsRoutes(router: Router, { deps, sites }: ApiContext): void {
  router.add({
    method: 'GET',
    path: '/api/sites/:slug/reviews',
    tag: 'sites',
    summary:
      "A site's reviews: the aggregate (count, average_rating) of its dealerships' reviews and the newest 100, newest first",
    responses: {
      200: '`{ site, count, average_rating, reviews: Review[] }` (site-wide §3 Review)',
      400: 'Invalid site slug: `{ error, fields }`',
      404: 'Unknown site',
    },
    handler: async ({ c, params }) => {
      const parsed = siteReviewsParamsSchema.safeParse(params);
      if (!parsed.success) throw badRequest('Invalid path parameters.', fieldErrors(parsed.error));
      const site = await sites.get(parsed.data.slug);
      const [aggregate] = await deps.db.query<{ count: number | string; average: string | null }>(
        `SELECT count(*)::int AS count, round(avg(rating), 2)::text AS average
           FROM reviews WHERE dealership_id = ANY($1::int[])`,
        [site.dealershipIds],
      );
      const rows = await deps.db.query<ReviewRow>(
        `SELECT id, dealership_id, location_id, customer_name, title, text, rating, review_date,
                reply_text, reply_date, image_url, source
           FROM reviews
          WHERE dealership_id = ANY($1::int[])
          ORDER BY review_date DESC, id DESC
          LIMIT ${SITE_REVIEWS_LIMIT}`,
        [site.dealershipIds],
      );
      const average = aggregate?.average ?? null;
      return c.json(
        siteReviewsAnswerSchema.parse({
          site: site.slug,
          count: Number(aggregate?.count ?? 0),
          average_rating: average === null ? null : Number(average).toFixed(2),
          reviews: rows.map((row) => ({
            id: row.id,
            dealership_id: row.dealership_id,
            location_id: row.location_id,
            customer_name: row.customer_name,
            title: textOrNull(row.title),
            text: textOrNull(row.text),
            rating: Number(row.rating),
            review_date: isoDay(row.review_date),
            reply_text: textOrNull(row.reply_text),
            reply_date: row.reply_date === null ? null : isoDay(row.reply_date),
            image: { url: textOrNull(row.image_url) },
            source: row.source,
          })),
        }),
      );
    },
  });
}
