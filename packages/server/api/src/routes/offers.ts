import { sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import { slugify } from '@forecourt/format';
import { fieldErrors } from '@forecourt/lead-payloads';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Router } from '../router.ts';
import type { SiteRecord } from '../site-directory.ts';

/** A site slug as the site directory stores them. */
const siteSlug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be a site slug' });

/** `GET /api/sites/:slug/offers` path parameters. */
export const siteOffersParamsSchema = z.strictObject({ slug: siteSlug });

/** `GET /api/sites/:slug/offers/:id` path parameters: the id is a positive whole number. */
export const siteOfferParamsSchema = z.strictObject({
  slug: siteSlug,
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'must be an offer id (a positive whole number)' })
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, {
      error: 'must be an offer id (a positive whole number)',
    }),
});

const nullableText = z.string().nullable();

/**
 * An offer as the API answers it (site-wide §3 Offer): id, name, description (the dealer's HTML,
 * sanitised with the dealer-comments policy), sanitized_description (plain text), disclaimer,
 * category, image_url, image_or_model_image.url, manufacturer (name, and its slug for
 * `/offers/{manufacturer}/{id}`), model (slug, override_url, name), excluded_website_ids; plus
 * the car types, start and expiry the promo rules read (site-wide §4) and the offer's `path`.
 */
export const apiOfferSchema = z.strictObject({
  id: z.int().positive(),
  name: z.string(),
  description: nullableText,
  sanitized_description: nullableText,
  disclaimer: nullableText,
  category: nullableText,
  image_url: nullableText,
  image_or_model_image: z.strictObject({ url: nullableText }),
  manufacturer: z.strictObject({ name: z.string(), slug: z.string() }).nullable(),
  model: z
    .strictObject({ slug: z.string(), name: z.string(), override_url: nullableText })
    .nullable(),
  car_types: z.array(z.string()),
  excluded_website_ids: z.array(z.int()),
  starts_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  /** `/offers/{manufacturer-slug}/{id}`, or `/offers/{id}` without a manufacturer (site-wide §2). */
  path: z.string().regex(/^\/offers\//),
});

export type ApiOffer = z.infer<typeof apiOfferSchema>;

/** The answer of `GET /api/sites/:slug/offers`. */
export const siteOffersAnswerSchema = z.strictObject({
  site: z.string(),
  count: z.int().nonnegative(),
  offers: z.array(apiOfferSchema),
});

/** The answer of `GET /api/sites/:slug/offers/:id`. */
export const siteOfferAnswerSchema = z.strictObject({ offer: apiOfferSchema });

interface OfferRow {
  id: number;
  name: string;
  description: string | null;
  sanitized_description: string | null;
  disclaimer: string | null;
  category: string | null;
  image_url: string | null;
  manufacturer: string | null;
  model: { slug?: unknown; name?: unknown; override_url?: unknown; image_url?: unknown } | null;
  car_types: string[] | null;
  excluded_website_ids: number[] | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function toApiOffer(row: OfferRow): ApiOffer {
  const manufacturerName = textOrNull(row.manufacturer);
  const manufacturer = manufacturerName
    ? { name: manufacturerName, slug: slugify(manufacturerName) }
    : null;
  const modelSlug = textOrNull(row.model?.slug);
  const model =
    row.model && modelSlug
      ? {
          slug: modelSlug,
          name: textOrNull(row.model.name) ?? modelSlug,
          override_url: textOrNull(row.model.override_url),
        }
      : null;
  const imageUrl = textOrNull(row.image_url);
  return {
    id: row.id,
    name: row.name,
    // Dealer HTML leaves the API only through the one sanitiser (site-wide §3 description).
    description: sanitiseDealerComments(row.description),
    sanitized_description: textOrNull(row.sanitized_description),
    disclaimer: textOrNull(row.disclaimer),
    category: textOrNull(row.category),
    image_url: imageUrl,
    image_or_model_image: { url: imageUrl ?? textOrNull(row.model?.image_url) },
    manufacturer,
    model,
    car_types: row.car_types ?? [],
    excluded_website_ids: row.excluded_website_ids ?? [],
    starts_at: iso(row.starts_at),
    expires_at: iso(row.expires_at),
    path:
      manufacturer?.slug && manufacturer.slug !== ''
        ? `/offers/${manufacturer.slug}/${row.id}`
        : `/offers/${row.id}`,
  };
}

function parseParams<T>(schema: z.ZodType<T>, params: Record<string, string>): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw badRequest('Invalid path parameters.', fieldErrors(result.error));
}

/**
 * The site's current offers: offers of the site's dealerships, not excluded from this site
 * (`excluded_website_ids`), and only between start and expiry where those are set (site-wide §3,
 * §4), soonest ending first (no expiry last), then by id.
 */
async function currentOffers(
  { deps }: ApiContext,
  site: SiteRecord,
  id: number | null,
): Promise<ApiOffer[]> {
  const rows = await deps.db.query<OfferRow>(
    `SELECT id, name, description, sanitized_description, disclaimer, category, image_url,
            manufacturer, model, car_types, excluded_website_ids, starts_at, expires_at
       FROM offers
      WHERE dealership_id = ANY($1::int[])
        AND NOT ($2::int = ANY(excluded_website_ids))
        AND (starts_at IS NULL OR starts_at <= $3)
        AND (expires_at IS NULL OR expires_at > $3)
        AND ($4::int IS NULL OR id = $4::int)
      ORDER BY expires_at ASC NULLS LAST, id ASC`,
    [site.dealershipIds, site.id, deps.now(), id],
  );
  return rows.map(toApiOffer);
}

/** A site's current offers and one offer (site-wide §2 /special-offers, /offers/{id}). */
export function registerOffersRoutes(router: Router, context: ApiContext): void {
  const { sites } = context;

  router.add({
    method: 'GET',
    path: '/api/sites/:slug/offers',
    tag: 'sites',
    summary:
      "A site's current offers: its dealerships' offers between start and expiry, not excluded from the site, soonest ending first",
    responses: {
      200: '`{ site, count, offers: Offer[] }` (site-wide §3 Offer)',
      400: 'Invalid site slug: `{ error, fields }`',
      404: 'Unknown site',
    },
    handler: async ({ c, params }) => {
      const { slug } = parseParams(siteOffersParamsSchema, params);
      const site = await sites.get(slug);
      const offers = await currentOffers(context, site, null);
      return c.json(
        siteOffersAnswerSchema.parse({ site: site.slug, count: offers.length, offers }),
      );
    },
  });

  router.add({
    method: 'GET',
    path: '/api/sites/:slug/offers/:id',
    tag: 'sites',
    summary:
      "One of a site's current offers; another site's, an excluded, a future or an expired offer is a 404",
    responses: {
      200: '`{ offer: Offer }` (site-wide §3 Offer)',
      400: 'Invalid slug or id: `{ error, fields }`',
      404: 'Unknown site, or no such current offer on this site',
    },
    handler: async ({ c, params }) => {
      const { slug, id } = parseParams(siteOfferParamsSchema, params);
      const site = await sites.get(slug);
      const [offer] = await currentOffers(context, site, id);
      if (!offer) throw notFound('Offer not found.');
      return c.json(siteOfferAnswerSchema.parse({ offer }));
    },
  });
}
