import {
  acceptOfferRequestSchema,
  LEAD_CATEGORIES,
  type RegoLookupAnswer,
  reducedPrice,
  regoLookupRequestSchema,
  type TradeInValuation,
  type TradeInValuationAnswer,
  tradeInValuationRequestSchema,
  validationErrorBody,
} from '@forecourt/lead-payloads';
import { z } from 'zod';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { requestHash, storeLead } from '../leads.ts';
import { type Router, requireJsonContentType } from '../router.ts';
import {
  DatabaseRegoLookup,
  DatabaseTradeInCatalogue,
  EmbeddedTradeInValuer,
  RegoLookupUnavailableError,
} from '../trade-in.ts';
import { placeLead, readObject, siteOf } from './leads.ts';

/** Messages of the trade-in routes. */
export const TRADE_IN_ROUTE_MESSAGES = {
  unknownValuation: 'We could not find that valuation.',
  noOffer: 'This valuation has no online offer to accept. Our team will contact you.',
  regoUnavailable:
    "We couldn't look that registration up just now. Please enter your car's details below.",
} as const;

const documentedValuationBody = z.intersection(
  z.object({ site: z.string() }),
  tradeInValuationRequestSchema(),
);

/**
 * The trade-in (site-wide §2 /trade-in, §9; vehicle-stock §3, §7): rego lookup, the valuation
 * (stores the trade-in lead with its valuation), and offer acceptance on that lead.
 */
export function registerTradeInRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  const valuer = deps.tradeInValuer ?? new EmbeddedTradeInValuer();
  const regoLookup = deps.regoLookup ?? new DatabaseRegoLookup(deps.db);
  // The catalogue the make and model are chosen from.
  const catalogue = new DatabaseTradeInCatalogue(deps.db);

  router.add({
    method: 'GET',
    path: '/api/trade-in/catalogue',
    tag: 'trade-in',
    summary:
      'The makes and models a trade-in is chosen from: `{ makes: [{ make, models: [model] }] }` (A to Z)',
    responses: {},
    handler: async ({ c }) => c.json({ makes: await catalogue.makes() }),
  });

  router.add({
    method: 'POST',
    path: '/api/trade-in/rego-lookup',
    tag: 'trade-in',
    summary:
      'Looks a registration up (vehicle-stock §7 rego lookup): `{ found: true, vehicle: { year, make, model, badge } }` or `{ found: false }`',
    body: regoLookupRequestSchema,
    responses: { 404: 'Unknown site', 502: 'The registry service could not be reached' },
    handler: async ({ c, body }) => {
      const site = await sites.get(body.site);
      await rateLimits.enforce(c, 'leads', site.slug);
      let vehicle: Awaited<ReturnType<typeof regoLookup.find>>;
      try {
        vehicle = await regoLookup.find(body.rego, body.regoState);
      } catch (error) {
        if (!(error instanceof RegoLookupUnavailableError)) throw error;
        deps.logger.warn({ err: error }, 'rego lookup unavailable');
        throw new ApiError(502, TRADE_IN_ROUTE_MESSAGES.regoUnavailable);
      }
      const answer: RegoLookupAnswer = vehicle ? { found: true, vehicle } : { found: false };
      return c.json(answer);
    },
  });

  router.add({
    method: 'POST',
    path: '/api/trade-in/valuation',
    tag: 'trade-in',
    summary:
      'Values a trade-in and stores it as a Trade-In lead (site-wide §3, §9): answers `{ lead_id, valuation, reducedPrice }`; ' +
      'cars over 7 years or 100,000 km get `valuation.online_estimate: false` and the lead is an enquiry. ' +
      'Honours an Idempotency-Key header like POST /api/leads.',
    documentedBody: documentedValuationBody,
    responses: {
      201: '`{ lead_id, valuation: { online_estimate, offer_price, provider, reason? }, reducedPrice }`',
      400: '`{ error: "Please fix the following errors:", fields }`',
    },
    handler: async ({ c }) => {
      requireJsonContentType(c);
      const raw = await readObject(c.req.text());
      const site = await siteOf(raw, sites);
      await rateLimits.enforce(c, 'leads', site.slug);
      const now = deps.now();
      const parsed = tradeInValuationRequestSchema(now, await catalogue.makes()).safeParse({
        ...raw,
        category: LEAD_CATEGORIES.trade_in,
      });
      if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
      const lead = parsed.data;
      const placed = await placeLead(deps.db, site, lead);
      const valuation: TradeInValuation = await valuer.value(lead, now);
      let carPrice: number | null = null;
      if (placed.carId !== null) {
        const [car] = await deps.db.query<{ price: string | null }>(
          'SELECT price FROM cars WHERE id = $1',
          [placed.carId],
        );
        carPrice = car?.price === null || car?.price === undefined ? null : Number(car.price);
      }
      const reduced = reducedPrice(carPrice, valuation.offer_price);
      const key = c.req.header('idempotency-key')?.trim();
      if (key !== undefined && (key.length === 0 || key.length > 200)) {
        throw badRequest('Idempotency-Key must be 1 to 200 characters.');
      }
      const stored = await storeLead(
        deps.db,
        {
          siteId: site.id,
          dealershipId: placed.dealershipId,
          carId: placed.carId,
          kind: 'trade_in',
          category: lead.category,
          subcategory: lead.subcategory ?? null,
          payload: {
            ...lead,
            site: site.slug,
            user_agent: lead.user_agent ?? c.req.header('user-agent'),
            valuation,
            offer_price: valuation.offer_price,
            reducedPrice: reduced,
            form_completed: false,
            offer_accepted: false,
          },
          webhook: placed.webhook,
        },
        key ? { key: `trade-in:${key}`, hash: requestHash(raw) } : null,
      );
      if (stored.status !== 201 || typeof stored.body.lead_id !== 'string') {
        return c.json(stored.body, stored.status as 201);
      }
      const answer: TradeInValuationAnswer = {
        lead_id: stored.body.lead_id,
        valuation,
        reducedPrice: reduced,
      };
      deps.logger.info(
        { site: site.slug, lead_id: answer.lead_id, online: valuation.online_estimate },
        'trade-in valued',
      );
      return c.json(answer, 201);
    },
  });

  router.add({
    method: 'POST',
    path: '/api/trade-in/accept-offer',
    tag: 'trade-in',
    summary:
      'Accepts the online offer of a trade-in lead (vehicle-stock §7 offer acceptance: lead_id, form_completed, offer_accepted); ' +
      'records offer_accepted and form_completed on the lead',
    body: acceptOfferRequestSchema,
    responses: {
      404: 'Unknown site, or no trade-in lead with that id on this site',
      409: 'The valuation had no online offer',
    },
    handler: async ({ c, body }) => {
      const site = await sites.get(body.site);
      await rateLimits.enforce(c, 'leads', site.slug);
      const [lead] = await deps.db.query<{ online: boolean | null }>(
        `SELECT (payload->'valuation'->>'online_estimate')::boolean AS online FROM leads
          WHERE id = $1 AND site_id = $2 AND kind = 'trade_in'`,
        [body.lead_id, site.id],
      );
      if (!lead) throw notFound(TRADE_IN_ROUTE_MESSAGES.unknownValuation);
      if (!lead.online) throw new ApiError(409, TRADE_IN_ROUTE_MESSAGES.noOffer);
      await deps.db.query(
        `UPDATE leads SET payload = payload || jsonb_build_object(
            'form_completed', true, 'offer_accepted', true, 'offer_accepted_at', $3::text)
          WHERE id = $1 AND site_id = $2`,
        [body.lead_id, site.id, deps.now().toISOString()],
      );
      return c.json({ lead_id: body.lead_id, form_completed: true, offer_accepted: true });
    },
  });
}
