import { financeProviderKey } from '@forecourt/finance-math';
import {
  formatDate,
  formatEngineSize,
  formatKm,
  truncateFinanceDisclaimer,
} from '@forecourt/format';
import { FORM_ERRORS_HEADING } from '@forecourt/lead-payloads';
import { displayPrice, priceComparison, wasPrice } from '@forecourt/pricing';
import { PLATFORM_DEFAULTS, safeResolveSiteConfig } from '@forecourt/site-config';
import {
  IN_STOCK_STATUSES,
  isAutograbEligible,
  pickSimilarVehicles,
  SIMILAR_VEHICLES_QUERY_LIMIT,
  similarPriceWindow,
} from '@forecourt/stock-eligibility';
import { z } from 'zod';
import {
  APPOINTMENT_SLOT_MINUTES,
  isCalendarDate,
  type LocationHoursRow,
  locationAppointments,
} from '../appointments.ts';
import { autogauge } from '../autogauge.ts';
import { type ApiCar, findCarById, findCarBySlug } from '../cars.ts';
import type { ApiContext } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { embeddablePhoto, renderCarPdf } from '../print-pdf.ts';
import type { Router } from '../router.ts';
import type { SiteRecord } from '../site-directory.ts';
import { siteShowsCar, siteStockCondition } from '../site-stock.ts';

/** The answer when a car has no market data to compare with (vehicle-stock §8). */
export const NO_MARKET_DATA_MESSAGE = 'No data returned';

/** Most days one appointments request may ask for. */
export const MAX_APPOINTMENT_DAYS = 31;

const TAG = 'cars';

const DAYS_MESSAGE = `Please give days as a whole number from 1 to ${MAX_APPOINTMENT_DAYS}.`;

const unknownCar = (key: string | number) => notFound(`Unknown car "${key}".`);

/** A query value sent empty (`?photos_count=`) counts as not sent. */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const viewQuerySchema = z.object({
  photos_count: optionalQuery(
    z.string().regex(/^\d+$/, { error: 'photos_count must be a whole number.' }).transform(Number),
  ),
  updated_at: optionalQuery(
    z.string().refine((text) => !Number.isNaN(Date.parse(text)), {
      error: 'updated_at must be an ISO 8601 date-time.',
    }),
  ),
  website_id: optionalQuery(z.string().trim().min(1)),
});

/** POST /api/cars/{slug}/views: the site is the Host's unless named (the site id or slug). */
const viewBodySchema = z
  .object({
    website_id: z
      .union([
        z.string().trim().min(1, { error: 'website_id must be a site id or slug.' }).max(100),
        z.number().int().positive(),
      ])
      .optional(),
  })
  .strict();

const siteQuerySchema = z.object({ site: optionalQuery(z.string().trim().min(1)) });

const disclaimerQuerySchema = z.object({ provider: optionalQuery(z.string().trim().min(1)) });

const appointmentsQuerySchema = z.object({
  from: optionalQuery(
    z.string().refine(isCalendarDate, { error: 'Please give the start date as YYYY-MM-DD.' }),
  ),
  days: optionalQuery(
    z
      .string()
      .regex(/^\d+$/, { error: DAYS_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number()
          .int({ error: DAYS_MESSAGE })
          .min(1, { error: DAYS_MESSAGE })
          .max(MAX_APPOINTMENT_DAYS, { error: DAYS_MESSAGE }),
      ),
  ),
});

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const numeric = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Per-car calls: views, autogauge, finance disclaimer, related cars, appointments, print PDF (vehicle-stock §7). */
export function registerCarsRoutes(router: Router, { deps, sites, rateLimits }: ApiContext): void {
  const carBySlug = async (slug: string | undefined): Promise<ApiCar> => {
    // `/cars/trade-in?car_id={id}` (vehicle-stock §2) names a car by its id: a slug of digits
    // only is an id (real slugs end in `-{id}` after words).
    const car = !slug
      ? undefined
      : /^\d{1,9}$/.test(slug)
        ? await findCarById(deps.db, Number(slug))
        : await findCarBySlug(deps.db, slug);
    if (!car) throw unknownCar(slug ?? '');
    return car;
  };

  /** The sites that show this car (its dealership's, not excluding it), in name order. */
  const sitesOf = async (car: ApiCar): Promise<SiteRecord[]> =>
    (await sites.list()).filter((site) => siteShowsCar(site, car));

  /**
   * Tenant isolation: a car asked for on a site that does not show it (another dealership's, or a
   * stock number the site excludes, vehicle-stock §6) is not found there (no view counted for, or
   * a printout under, another dealer's site). Related cars may be asked on any site: they are that
   * site's own cars.
   */
  const requireOnSite = (car: ApiCar, site: SiteRecord | null, slug: string | undefined) => {
    if (site && !siteShowsCar(site, car)) throw unknownCar(slug ?? '');
  };

  /** A site by numeric id or slug (404 `Unknown site "…".`). */
  const siteByIdOrSlug = async (key: string): Promise<SiteRecord> => {
    if (/^\d+$/.test(key)) {
      const site = (await sites.list()).find((candidate) => candidate.id === Number(key));
      if (site) return site;
      throw notFound(`Unknown site "${key}".`);
    }
    return sites.get(key);
  };

  router.add({
    method: 'GET',
    path: '/api/cars/:slug',
    tag: 'cars',
    summary:
      'One car with every field of vehicle-stock §3 (the vehicle page loads it from here). With ' +
      "?site=, a car outside that site's dealerships, or whose stock number that site excludes " +
      '(vehicle-stock §6), is not found.',
    query: siteQuerySchema,
    responses: { 404: 'Unknown car, or not on that site' },
    handler: async ({ c, params, query }) => {
      const car = await carBySlug(params.slug);
      const { site } = query as z.output<typeof siteQuerySchema>;
      requireOnSite(car, site ? await siteByIdOrSlug(site) : null, params.slug);
      return c.json({ car });
    },
  });

  /** Counts one view of the car's page on the site (car_views and cars.views); the new total. */
  const countView = (car: ApiCar, site: SiteRecord | null): Promise<number> =>
    deps.db.transaction(async (tx) => {
      await tx.query('INSERT INTO car_views (car_id, site_id, viewed_at) VALUES ($1, $2, $3)', [
        car.id,
        site?.id ?? null,
        deps.now(),
      ]);
      const [row] = await tx.query<{ views: number }>(
        'UPDATE cars SET views = views + 1 WHERE id = $1 RETURNING views',
        [car.id],
      );
      return row?.views ?? 0;
    });

  router.add({
    method: 'POST',
    path: '/api/cars/:slug/views',
    tag: TAG,
    summary:
      "Counts a view of the vehicle page, sent by the page after it loads (so the page itself may be cached; vehicle-stock §7) and returns { views }. The site is the request Host's, or website_id (the site id or slug); a car that site does not show is not found. Rate-limited per client and per site.",
    body: viewBodySchema,
    responses: {
      200: "`{ views }`: the car's views including this one",
      400: 'Invalid body, or no site (neither a site host nor website_id)',
      404: 'Unknown car or site, or the car is not on that site',
      429: 'Too many views counted from this client or for this site; see Retry-After',
    },
    handler: async ({ c, params, body }) => {
      const named = body?.website_id;
      const site =
        named !== undefined
          ? await siteByIdOrSlug(String(named))
          : await sites.forHost(new URL(c.req.url).host);
      if (!site) {
        throw badRequest(FORM_ERRORS_HEADING, {
          website_id: 'website_id is required when not asked on a site host.',
        });
      }
      await rateLimits.enforce(c, 'views', site.slug);
      const car = await carBySlug(params.slug);
      requireOnSite(car, site, params.slug);
      return c.json({ views: await countView(car, site) });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/cars/:slug/view.json',
    tag: TAG,
    summary:
      'Counts a view of the vehicle page and returns { views, car_fields } (vehicle-stock §7). website_id is the site id or slug; ' +
      'car_fields are price, before_price, offer_price, status, reserved, photos_count and updated_at, plus images, thumbnails ' +
      'and primary_image_url when photos_count or updated_at differ from the query (or neither was sent)',
    query: viewQuerySchema,
    responses: {
      400: 'Invalid query parameters',
      404: 'Unknown car or site, or the car is not on that site',
    },
    handler: async ({ c, params, query }) => {
      const car = await carBySlug(params.slug);
      const site = query.website_id ? await siteByIdOrSlug(query.website_id) : null;
      requireOnSite(car, site, params.slug);
      const views = await countView(car, site);
      const photosChanged =
        query.photos_count !== undefined && query.photos_count !== car.photos_count;
      const updatedChanged =
        query.updated_at !== undefined &&
        Date.parse(query.updated_at) !== Date.parse(String(car.updated_at));
      const refreshImages =
        (query.photos_count === undefined && query.updated_at === undefined) ||
        photosChanged ||
        updatedChanged;
      return c.json({
        views,
        car_fields: {
          price: car.price ?? null,
          before_price: car.before_price ?? null,
          offer_price: car.offer_price ?? null,
          status: car.status,
          reserved: car.reserved ?? false,
          photos_count: car.photos_count,
          updated_at: car.updated_at,
          ...(refreshImages
            ? {
                images: car.images,
                thumbnails: car.thumbnails,
                primary_image_url: car.primary_image_url,
              }
            : {}),
        },
      });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/cars/:slug/autogauge',
    tag: TAG,
    summary:
      "Price comparison from the car's market data (vehicle-stock §3, §7): market range = state average (else national) market price ± 8%; " +
      'fill = (max − price) / (max − min) clamped to 0..1, so cheaper is fuller; confidence = 0.3 + 0.3 per market field present; ' +
      "description null. `widget` is priceComparison()'s decision: null (hidden) or { label, fill band }",
    responses: {
      404: 'Unknown car, or `No data returned` when the car has no market data or no price above 200',
    },
    handler: async ({ c, params }) => {
      const car = await carBySlug(params.slug);
      const shown = displayPrice(
        { price: numeric(car.price), offer_price: numeric(car.offer_price), preorder: false },
        { offers_subscription: false, texts: { no_price: '' } },
      );
      const listingPrice = shown.amount;
      const response =
        listingPrice !== null && isAutograbEligible({ price: listingPrice })
          ? autogauge(listingPrice, car.autograb_data)
          : null;
      if (!response) throw notFound(NO_MARKET_DATA_MESSAGE);
      const widget = priceComparison(response);
      return c.json({
        ...response,
        widget: widget ? { label: widget.label, fill: widget.fill } : null,
      });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/cars/:id/finance-disclaimer',
    tag: TAG,
    summary:
      'The finance disclaimer of one lender on a car by car id: finance_lenders[provider].disclaimer (vehicle-stock §7) as ' +
      '{ disclaimer: { provider, full, short } } with short cut at 197 characters (vehicle-stock §9), or { disclaimer: null }. ' +
      'provider is the lender key (angle, manual, …; spellings like "Nissan Finance" are normalised); without it, the first lender that has a disclaimer',
    query: disclaimerQuerySchema,
    responses: { 404: 'Unknown car' },
    handler: async ({ c, params, query }) => {
      const id = params.id ?? '';
      const car = /^\d{1,9}$/.test(id) ? await findCarById(deps.db, Number(id)) : undefined;
      if (!car) throw unknownCar(id);
      const lenders = (car.finance_lenders ?? {}) as Record<
        string,
        { disclaimer?: unknown } | null
      >;
      const disclaimerOf = (key: string) => text(lenders[key]?.disclaimer)?.trim() ?? null;
      let provider: string | undefined;
      if (query.provider) {
        const normalised = financeProviderKey(query.provider);
        provider = [query.provider, normalised].find(
          (key): key is string => !!key && key in lenders,
        );
      } else {
        provider = Object.keys(lenders).find((key) => disclaimerOf(key) !== null);
      }
      const full = provider ? disclaimerOf(provider) : null;
      if (!provider || !full) return c.json({ disclaimer: null });
      return c.json({ disclaimer: { provider, full, short: truncateFinanceDisclaimer(full) } });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/cars/:slug/related',
    tag: TAG,
    summary:
      "Related car ids for similar vehicles (vehicle-stock §7, §9): in-stock cars of the site's dealerships (`site` = slug; without it " +
      "every site showing the car's dealership), same make and model first, then same body within the price window " +
      '(±10,000 under 50,000, else ±25,000), nearest price first, without the car itself, at most 6',
    query: siteQuerySchema,
    responses: { 404: 'Unknown car or site' },
    handler: async ({ c, params, query }) => {
      const car = await carBySlug(params.slug);
      const scope = query.site ? [await sites.get(query.site)] : await sitesOf(car);
      // One site: its stock, without the stock numbers it excludes (vehicle-stock §6); several
      // (no site named): their dealerships' cars; none: the car's own dealership's.
      const stock = siteStockCondition(
        scope.length === 1 && scope[0]
          ? scope[0]
          : {
              dealershipIds: scope.length
                ? [...new Set(scope.flatMap((site) => site.dealershipIds))]
                : [car.dealership_id],
            },
        1,
      );
      const make = text(car.make);
      const model = text(car.model);
      const body = text(car.simple_body);
      const price = numeric(car.price);
      const window = price !== null && price > 0 ? similarPriceWindow(price) : null;

      type Hit = { id: number; make: string | null; model: string | null; status: string };
      const search = async (conditions: string[], values: unknown[]): Promise<Hit[]> => {
        const params = [...stock.params, [...IN_STOCK_STATUSES], car.id, price ?? 0, ...values];
        return deps.db.query<Hit>(
          `SELECT c.id, c.make, c.model, c.status FROM cars c
            WHERE ${stock.where} AND c.status = ANY($3::text[])
              AND c.show_on_dealer_website AND c.id <> $4 AND ${conditions.join(' AND ')}
            ORDER BY abs(coalesce(c.price, 0) - $5::numeric), c.id
            LIMIT ${SIMILAR_VEHICLES_QUERY_LIMIT}`,
          params,
        );
      };
      const results: { hits: Hit[] }[] = [];
      if (make && model) {
        results.push({
          hits: await search(
            ['lower(c.make) = lower($6)', 'lower(c.model) = lower($7)'],
            [make, model],
          ),
        });
      }
      if (body || window) {
        const conditions: string[] = [];
        const values: unknown[] = [];
        if (body) {
          values.push(body);
          conditions.push(`lower(c.simple_body) = lower($${5 + values.length})`);
        }
        if (window) {
          values.push(window.min, window.max);
          conditions.push(
            `c.price BETWEEN $${4 + values.length}::numeric AND $${5 + values.length}::numeric`,
          );
        }
        results.push({ hits: await search(conditions, values) });
      }
      const picked = pickSimilarVehicles({ id: car.id, make, model }, results);
      return c.json({ ids: picked.map((hit) => hit.id) });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/locations/:id/appointments',
    tag: 'locations',
    summary:
      `Test drive appointment slots at a location (vehicle-stock §5, §7): ${APPOINTMENT_SLOT_MINUTES}-minute slots from opening time, the last ending by ` +
      'closing time, from opening_hours with special_hours overriding their dates; none on closed days or in the past. Times are local to ' +
      "the location's state (QLD Brisbane, NSW and ACT Sydney, VIC Melbourne, SA Adelaide, WA Perth, TAS Hobart, NT Darwin). " +
      `from defaults to today there, days to 7 (1 to ${MAX_APPOINTMENT_DAYS})`,
    query: appointmentsQuerySchema,
    responses: { 400: 'Invalid query parameters', 404: 'Unknown location' },
    handler: async ({ c, params, query }) => {
      const id = params.id ?? '';
      const [location] = /^\d{1,9}$/.test(id)
        ? await deps.db.query<LocationHoursRow>(
            'SELECT id, state, opening_hours, special_hours FROM locations WHERE id = $1',
            [Number(id)],
          )
        : [];
      if (!location) throw notFound(`Unknown location "${id}".`);
      const { timeZone, days } = locationAppointments(location, {
        now: deps.now(),
        ...(query.from ? { from: query.from } : {}),
        days: query.days ?? 7,
      });
      return c.json({ location_id: location.id, time_zone: timeZone, days });
    },
  });

  router.add({
    method: 'GET',
    path: '/api/cars/:slug/print.pdf',
    tag: TAG,
    summary:
      'The printable vehicle page as a PDF download named {slug}.pdf (vehicle-stock §2 /print, §7): photo (a data: PNG or JPEG first image ' +
      "is embedded; remote and SVG photos get a placeholder in the car's colour), title, price as the site shows it (`site` = slug for " +
      "its price texts; default the first site showing the car's dealership), key specs, dealer comments as text, dealership, location " +
      'address and phone, and the print date. Streams are uncompressed',
    query: siteQuerySchema,
    responses: {
      200: 'application/pdf',
      404: 'Unknown car or site, or the car is not on that site',
    },
    handler: async ({ c, params, query }) => {
      const car = await carBySlug(params.slug);
      const site = query.site ? await sites.get(query.site) : (await sitesOf(car))[0];
      if (query.site) requireOnSite(car, site ?? null, params.slug);
      const resolved = site ? safeResolveSiteConfig(site.config) : null;
      const config = resolved?.success ? resolved.data : PLATFORM_DEFAULTS;
      const price = displayPrice(
        {
          price: numeric(car.price),
          offer_price: numeric(car.offer_price),
          subscription_price: numeric(car.subscription_price),
          preorder: car.preorder === true,
        },
        config,
      );
      const was = wasPrice(
        { before_price: numeric(car.before_price) },
        price.kind === 'price' ? price.amount : null,
      );
      const location = car.location as {
        name: string | null;
        phone: string | null;
        address: {
          street: string | null;
          city: string | null;
          state: string | null;
          postcode: string | null;
        };
      } | null;
      const address = location
        ? [
            text(location.address.street),
            [location.address.city, location.address.state, location.address.postcode]
              .filter((part) => text(part))
              .join(' '),
          ]
            .filter((part) => text(part))
            .join(', ')
        : null;
      const year = numeric(car.year);
      const pdf = await renderCarPdf({
        title: text(car.name) ?? car.slug,
        subtitle: [text(car.badge), text(car.series)].filter(Boolean).join(' ') || null,
        priceText: price.text,
        // The price type is the sale price's: a subscription's text carries its own period.
        priceType: price.kind === 'price' ? text(car.price_type) : null,
        wasPriceText: was ? `Was ${was.text}` : null,
        specs: [
          ['Year', year === null ? null : String(year)],
          ['Kilometres', formatKm(numeric(car.km))],
          [
            'Transmission',
            text(car.simple_transmission) ?? text(car.transmission) ?? text(car.trans),
          ],
          ['Body', text(car.simple_body) ?? text(car.bodyconfiguration)],
          ['Fuel', text(car.simple_fuel) ?? text(car.fuel)],
          [
            'Engine',
            formatEngineSize({
              engine_size: numeric(car.engine_size),
              engine_size_litres: numeric(car.engine_size_litres),
            }),
          ],
          ['Colour', text(car.colour)],
          ['Stock number', text(car.stocknum)],
          ['VIN', text(car.vin)],
        ],
        commentsHtml: text(car.dealercomments),
        colour: text(car.colour),
        photo: embeddablePhoto(text(car.primary_image_url)),
        dealershipName: text(car.dealership_name),
        locationName: location ? text(location.name) : null,
        address: address || null,
        phone: location ? text(location.phone) : null,
        printedText: `Printed ${formatDate(deps.now()) ?? ''}`.trim(),
      });
      const filename = `${car.slug.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(pdf.length),
        'Cache-Control': 'no-store',
      });
    },
  });
}
