import { fieldErrors } from '@forecourt/lead-payloads';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { badRequest } from '../errors.ts';
import type { Router } from '../router.ts';

/** `GET /api/sites/:slug/locations` path parameters. */
export const siteLocationsParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be a site slug' }),
});

/** A special (holiday) hours entry as stored (site-wide §3 Special hours, either form). */
const specialHourSchema = z.object({
  date: z.string(),
  status: z.string().nullable().optional(),
  location_id: z.int().nullable().optional(),
  start_hour: z.string().nullable().optional(),
  end_hour: z.string().nullable().optional(),
  hours: z
    .object({ begin: z.string().nullable().optional(), end: z.string().nullable().optional() })
    .nullable()
    .optional(),
});

/**
 * The live part of a location (site-wide §3 Location, Special hours, Dealership ratings): the
 * fields that change between site builds — holiday hours and the review aggregate — so a holiday
 * added in the database reaches the location cards without a rebuild.
 */
export const apiLiveLocationSchema = z.strictObject({
  id: z.int().positive(),
  slug: z.string(),
  special_hours: z.array(specialHourSchema),
  average_rating: z.number().min(0).max(5).nullable(),
  review_count: z.int().nonnegative(),
});

export type ApiLiveLocation = z.infer<typeof apiLiveLocationSchema>;

/** The answer of `GET /api/sites/:slug/locations`. */
export const siteLocationsAnswerSchema = z.strictObject({
  site: z.string(),
  locations: z.array(apiLiveLocationSchema),
});

interface LocationRow {
  id: number;
  slug: string;
  special_hours: unknown;
  average_rating: string | number | null;
  review_count: number;
}

/** Stored entries that do not read as special hours are left out rather than failing the list. */
function storedSpecialHours(value: unknown): z.infer<typeof specialHourSchema>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = specialHourSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The live fields of a site's locations (site-wide §2 location cards, §3 Special hours). */
export function registerLocationsRoutes(router: Router, { deps, sites }: ApiContext): void {
  router.add({
    method: 'GET',
    path: '/api/sites/:slug/locations',
    tag: 'sites',
    summary:
      "A site's locations as the database holds them now: holiday hours (special_hours) and the review aggregate, by location id",
    responses: {
      200: '`{ site, locations: [{ id, slug, special_hours, average_rating, review_count }] }`',
      400: 'Invalid site slug: `{ error, fields }`',
      404: 'Unknown site',
    },
    handler: async ({ c, params }) => {
      const parsed = siteLocationsParamsSchema.safeParse(params);
      if (!parsed.success) throw badRequest('Invalid path parameters.', fieldErrors(parsed.error));
      const site = await sites.get(parsed.data.slug);
      const rows = await deps.db.query<LocationRow>(
        `SELECT id, slug, special_hours, average_rating, review_count
           FROM locations
          WHERE dealership_id = ANY($1::int[])
          ORDER BY id`,
        [site.dealershipIds],
      );
      return c.json(
        siteLocationsAnswerSchema.parse({
          site: site.slug,
          locations: rows.map((row) => ({
            id: row.id,
            slug: row.slug,
            special_hours: storedSpecialHours(row.special_hours),
            average_rating: row.average_rating === null ? null : Number(row.average_rating),
            review_count: Number(row.review_count),
          })),
        }),
      );
    },
  });
}
