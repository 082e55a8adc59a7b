import type { Queryable } from '@forecourt/db';
import { type CarFinanceCar, carFinanceEstimate } from '@forecourt/finance-math';
import {
  BUY_ONLINE_STEPS,
  type BuyOnlineStep,
  buyOnlineStepSchema,
  DELIVERY_NOT_SERVICEABLE_MESSAGE,
  FORM_ERRORS_HEADING,
  fieldErrors,
  LEAD_CATEGORIES,
  LEAD_SOURCE,
} from '@forecourt/lead-payloads';
import { requiresSignIn } from '@forecourt/site-config';
import { isInStock } from '@forecourt/stock-eligibility';
import { z } from 'zod';
import { type ApiCar, findCarById } from '../cars.ts';
import { deliveryQuoteForCar } from '../delivery-prices.ts';
import type { ApiContext } from '../deps.ts';
import { ApiError, badRequest } from '../errors.ts';
import { insertLeadWithOutbox } from '../leads.ts';
import { findReservation } from '../reservations.ts';
import type { Router } from '../router.ts';
import { currentUser, requireUser } from '../sessions.ts';
import type { SiteRecord } from '../site-directory.ts';
import { siteShowsCar } from '../site-stock.ts';
import { EmbeddedTradeInValuer } from '../trade-in.ts';

/** Every text the orders routes answer. */
export const ORDER_MESSAGES = {
  disabled: 'This site does not sell cars online.',
  carNotFound: 'We could not find that car.',
  notBuyable: 'This car cannot be bought online.',
  anonRequired: 'Send the journey id (anon, a UUID) or sign in.',
  contactFirst: 'Please fill in your contact details first.',
  notReady: 'Please complete every step before paying the deposit.',
  reservationMismatch: 'That reservation is not a paid deposit for this car.',
} as const;

/** The steps the shopper fills in, in order; then the summary, then the deposit. */
const FORM_STEPS = ['contact', 'trade_in', 'payment', 'delivery'] as const;
type FormStep = (typeof FORM_STEPS)[number];

interface DraftRow {
  id: string;
  site_id: number;
  car_id: number;
  owner: string;
  data: DraftData;
  reservation_id: string | null;
  lead_id: string | null;
  completed_at: Date | null;
}

interface DraftData {
  contact?: { name: string; last_name: string; email: string; phone: string };
  trade_in?:
    | { trade_in: 'skip' }
    | {
        trade_in: 'value';
        rego: string;
        regoState: string;
        year: number;
        make: string;
        model: string;
        badge?: string;
        kms: number;
        adjustmentAnswers: Record<string, string>;
        online_estimate: boolean;
        offer_price: number;
        provider: string;
      };
  payment?:
    | { payment: 'cash' }
    | {
        payment: 'finance';
        /** Whole dollars; 0 with `enquire` (nothing worth a repayment to finance). */
        weekly: number;
        monthly: number;
        /** At or below $25 a week the estimate reads Enquire for Finance (site-wide §9). */
        enquire: boolean;
        rate_pct: number;
        comparison_rate_pct: number;
        term_years: number;
        deposit: number;
        balloon: number;
        amount_financed: number;
        loan: 'consumer' | 'commercial';
        /** The Finance Enquiry lead sent to the dealer; null when none was sent. */
        finance_lead_id: string | null;
      };
  delivery?:
    | { delivery: 'pickup'; location: string | null }
    | { delivery: 'delivery'; postcode: string; name: string; price: number; band: string };
  summary?: { confirmed: true };
}

/** The summary's money, whole dollars. */
export interface OrderSummary {
  car_price: number;
  trade_in_offer: number;
  delivery_price: number;
  /** Car price − trade-in offer + delivery, never below zero. */
  amount_to_pay: number;
  deposit: number;
  /** What is left after the deposit. */
  balance: number;
}

/** The journey as the page reads it. */
export interface OrderView {
  id: string | null;
  car_id: number;
  data: DraftData;
  /** The first step still to do: where a reload resumes. */
  next_step: BuyOnlineStep | 'complete';
  summary: OrderSummary;
  reservation_id: string | null;
  lead_id: string | null;
  completed: boolean;
}

function nextStep(row: Pick<DraftRow, 'data' | 'lead_id'> | null): OrderView['next_step'] {
  if (row?.lead_id) return 'complete';
  const data = row?.data ?? {};
  for (const step of BUY_ONLINE_STEPS) {
    if (step === 'deposit') return 'deposit';
    if (!data[step]) return step;
  }
  return 'deposit';
}

function summaryOf(car: ApiCar, data: DraftData, depositDollars: number): OrderSummary {
  const price = Math.max(0, Number(car.price ?? 0));
  const offer = data.trade_in?.trade_in === 'value' ? data.trade_in.offer_price : 0;
  const delivery = data.delivery?.delivery === 'delivery' ? data.delivery.price : 0;
  const amount = Math.max(0, price - offer + delivery);
  return {
    car_price: price,
    trade_in_offer: offer,
    delivery_price: delivery,
    amount_to_pay: amount,
    deposit: depositDollars,
    balance: Math.max(0, amount - depositDollars),
  };
}

const locationText = (car: ApiCar): string | null => {
  const location = car.location as
    | {
        name?: string;
        address?: { street?: string; city?: string; state?: string; postcode?: string };
      }
    | null
    | undefined;
  if (!location) return null;
  const address = location.address ?? {};
  const parts = [
    address.street,
    address.city,
    [address.state, address.postcode].filter(Boolean).join(' '),
  ].filter((part) => typeof part === 'string' && part.trim() !== '');
  return [location.name, parts.join(', ')].filter(Boolean).join(': ') || null;
};

const ownerFields = {
  site: z.string({ error: 'Which site is this for?' }).trim().min(1, 'Which site is this for?'),
  car_id: z.coerce.number({ error: 'car_id must be a car id.' }).int().positive(),
  anon: z.uuid({ error: ORDER_MESSAGES.anonRequired }).optional(),
};

/**
 * Buy online (`/checkout-journey`, vehicle-stock §2, site-wide §2): the
 * shopper's order draft, saved step by step so a reload resumes; completing it (after the
 * deposit holds the car) sends the dealer one Online Purchase lead.
 */
export function registerOrdersRoutes(
  router: Router,
  { deps, sites, rateLimits }: ApiContext,
): void {
  const valuer = deps.tradeInValuer ?? new EmbeddedTradeInValuer();

  /** The site, the car and the draft's owner: the signed-in user, else the journey cookie's id. */
  async function place(
    input: { site: string; car_id: number; anon?: string | undefined },
    c: Parameters<typeof currentUser>[0],
  ) {
    const site = await sites.get(input.site);
    if (!site.settings.features.online_purchase) throw new ApiError(403, ORDER_MESSAGES.disabled);
    // site-wide §2: checkout is gated where the site says so.
    const user = requiresSignIn('checkout', site.settings)
      ? await requireUser(c, deps)
      : await currentUser(c, deps);
    const owner = user ? `user:${user.id}` : input.anon ? `anon:${input.anon}` : null;
    if (!owner)
      throw badRequest(ORDER_MESSAGES.anonRequired, { anon: ORDER_MESSAGES.anonRequired });
    const car = await findCarById(deps.db, input.car_id);
    if (!car || !siteShowsCar(site, car)) {
      throw new ApiError(404, ORDER_MESSAGES.carNotFound);
    }
    return { site, user, owner, car };
  }

  const depositOf = (site: SiteRecord) => site.settings.vdp_copy.reserve_deposit;

  async function findDraft(
    db: Queryable,
    siteId: number,
    carId: number,
    owner: string,
    lock = false,
  ) {
    const [row] = await db.query<DraftRow>(
      `SELECT * FROM order_drafts WHERE site_id = $1 AND car_id = $2 AND owner = $3${lock ? ' FOR UPDATE' : ''}`,
      [siteId, carId, owner],
    );
    return row ?? null;
  }

  const view = (row: DraftRow | null, car: ApiCar, site: SiteRecord): OrderView => ({
    id: row?.id ?? null,
    car_id: car.id,
    data: row?.data ?? {},
    next_step: nextStep(row),
    summary: summaryOf(car, row?.data ?? {}, depositOf(site)),
    reservation_id: row?.reservation_id ?? null,
    lead_id: row?.lead_id ?? null,
    completed: row?.lead_id != null,
  });

  router.add({
    method: 'GET',
    path: '/api/orders/draft',
    tag: 'orders',
    summary:
      "The shopper's buy online journey for a car: saved steps, the next step (where a reload resumes) and the summary's amounts",
    query: z.object(ownerFields),
    responses: {
      401: 'The site requires sign-in for checkout',
      403: 'Buy online is off',
      404: 'Unknown site or car',
    },
    handler: async ({ c, query }) => {
      const { site, owner, car } = await place(query, c);
      return c.json({ order: view(await findDraft(deps.db, site.id, car.id, owner), car, site) });
    },
  });

  router.add({
    method: 'PUT',
    path: '/api/orders/draft/:step',
    tag: 'orders',
    summary:
      'Saves one step of the journey (contact, trade_in, payment, delivery, summary), validated with the shared lead-payloads schema; trade-in is valued by the TradeInValuer, delivery priced like the vehicle page, finance estimated (site-wide §9) with a Finance Enquiry lead sent once',
    documentedBody: z.object({ ...ownerFields, values: z.record(z.string(), z.unknown()) }),
    responses: {
      200: '`{ order }`',
      400: '`{ error, fields }` (field messages of the step)',
      409: 'Contact details first',
      422: 'The car cannot be bought online',
    },
    handler: async ({ c, params }) => {
      const raw = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
      const owned = z.object(ownerFields).safeParse(raw ?? {});
      if (!owned.success) throw badRequest(FORM_ERRORS_HEADING, fieldErrors(owned.error));
      const step = params.step as FormStep | 'summary';
      if (![...FORM_STEPS, 'summary'].includes(step)) throw new ApiError(404, 'Unknown step.');
      const { site, user, owner, car } = await place(owned.data, c);
      await rateLimits.enforce(c, 'leads', site.slug);
      // vehicle-stock §5: only an in-stock car with a price, not held by someone else.
      if (
        !isInStock(car as { status: 'in_stock' }) ||
        !(Number(car.price ?? 0) > 0) ||
        car.reserved === true
      ) {
        throw new ApiError(422, ORDER_MESSAGES.notBuyable);
      }
      const values = (raw?.values ?? {}) as Record<string, unknown>;
      const now = deps.now();
      const existing = await findDraft(deps.db, site.id, car.id, owner);
      const data: DraftData = { ...(existing?.data ?? {}) };
      if (step !== 'contact' && !data.contact) throw new ApiError(409, ORDER_MESSAGES.contactFirst);
      if (step === 'summary') {
        if (nextStep(existing) !== 'summary' && nextStep(existing) !== 'deposit') {
          throw new ApiError(409, ORDER_MESSAGES.notReady);
        }
        data.summary = { confirmed: true };
      } else {
        const parsed = buyOnlineStepSchema(step, now).safeParse(values);
        if (!parsed.success) throw badRequest(FORM_ERRORS_HEADING, fieldErrors(parsed.error));
        const value = parsed.data;
        if (step === 'contact') data.contact = value as DraftData['contact'];
        if (step === 'trade_in') {
          const tradeIn = value as
            | { trade_in: 'skip' }
            | (Record<string, unknown> & { trade_in: 'value' });
          if (tradeIn.trade_in === 'skip') data.trade_in = { trade_in: 'skip' };
          else {
            // site-wide §9: the same valuer as the trade-in pages; none online over 7 years or 100,000 km.
            const valuation = await valuer.value(tradeIn as never, now);
            data.trade_in = {
              ...(tradeIn as Extract<DraftData['trade_in'], { trade_in: 'value' }>),
              online_estimate: valuation.online_estimate,
              offer_price: valuation.offer_price,
              provider: valuation.provider,
            };
          }
        }
        if (step === 'delivery') {
          const delivery = value as
            | { delivery: 'pickup' }
            | { delivery: 'delivery'; postcode: string };
          if (delivery.delivery === 'pickup') {
            data.delivery = { delivery: 'pickup', location: locationText(car) };
          } else {
            // vehicle-stock §5: the vehicle page's delivery quote.
            const quote = deliveryQuoteForCar(car, delivery.postcode);
            if (!quote) {
              throw badRequest(FORM_ERRORS_HEADING, { postcode: DELIVERY_NOT_SERVICEABLE_MESSAGE });
            }
            data.delivery = {
              delivery: 'delivery',
              postcode: delivery.postcode,
              name: quote.name,
              price: quote.price,
              band: quote.band,
            };
          }
        }
        if (step === 'payment') {
          const { payment } = value as { payment: 'cash' | 'finance' };
          if (payment === 'cash') data.payment = { payment: 'cash' };
          else {
            const before = existing?.data.payment;
            const offer = data.trade_in?.trade_in === 'value' ? data.trade_in.offer_price : 0;
            // The car's one estimate (site-wide §9): its headline price on the site's finance
            // basis — the figure its card and vehicle page show — with the trade-in added to the
            // deposit.
            const estimate = carFinanceEstimate(car as unknown as CarFinanceCar, site.settings, {
              tradeIn: offer,
            });
            if (!estimate)
              throw badRequest(FORM_ERRORS_HEADING, { payment: ORDER_MESSAGES.notBuyable });
            const { basis } = estimate;
            const financed = Math.max(0, basis.amountFinanced);
            data.payment = {
              payment: 'finance',
              weekly: estimate.weekly,
              monthly: estimate.monthly,
              enquire: estimate.enquire,
              rate_pct: basis.interestRatePct,
              comparison_rate_pct: basis.comparisonRatePct,
              term_years: basis.termYears,
              deposit: basis.deposit,
              balloon: basis.balloon,
              amount_financed: financed,
              loan: basis.loan,
              // The Finance Enquiry lead is sent once per journey.
              finance_lead_id:
                before?.payment === 'finance' && before.finance_lead_id
                  ? before.finance_lead_id
                  : await financeLead(site, car, data, financed),
            };
          }
        }
      }
      const [row] = await deps.db.query<DraftRow>(
        `INSERT INTO order_drafts (site_id, car_id, owner, user_id, data, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (site_id, car_id, owner)
         DO UPDATE SET data = EXCLUDED.data, updated_at = EXCLUDED.updated_at
           WHERE order_drafts.lead_id IS NULL
         RETURNING *`,
        [site.id, car.id, owner, user?.id ?? null, JSON.stringify(data), now],
      );
      const saved = row ?? (await findDraft(deps.db, site.id, car.id, owner));
      return c.json({ order: view(saved, car, site) });
    },
  });

  async function financeLead(site: SiteRecord, car: ApiCar, data: DraftData, financed: number) {
    const placed = await dealerOf(car.id);
    return insertLeadWithOutbox(deps.db, {
      siteId: site.id,
      dealershipId: car.dealership_id,
      carId: car.id,
      kind: 'finance',
      category: LEAD_CATEGORIES.finance,
      subcategory: null,
      payload: {
        ...data.contact,
        category: LEAD_CATEGORIES.finance,
        source: LEAD_SOURCE,
        site: site.slug,
        car_id: car.id,
        vin: car.vin ?? undefined,
        vehiclePriceBudget: financed,
        message: 'Finance application from buy online.',
      },
      webhook: placed,
    });
  }

  async function dealerOf(carId: number): Promise<boolean> {
    const [row] = await deps.db.query<{ webhook: string | null }>(
      `SELECT d.lead_webhook_url AS webhook FROM cars c JOIN dealerships d ON d.id = c.dealership_id
        WHERE c.id = $1`,
      [carId],
    );
    return Boolean(row?.webhook);
  }

  router.add({
    method: 'POST',
    path: '/api/orders/complete',
    tag: 'orders',
    summary:
      'Completes the order once the deposit holds the car: links the reservation and sends the dealer one Online Purchase lead (exactly once, however often it is called)',
    body: z.object({
      ...ownerFields,
      reservation_id: z.uuid({ error: 'reservation_id must be a reservation id.' }),
    }),
    responses: {
      200: '`{ order }` completed, with `lead_id`',
      409: 'Steps missing',
      422: 'The reservation is not a held deposit of this car on this site',
    },
    handler: async ({ c, body }) => {
      const { site, owner, car } = await place(body, c);
      const reservation = await findReservation(deps.db, body.reservation_id);
      if (
        !reservation ||
        reservation.car_id !== car.id ||
        reservation.site_id !== site.id ||
        reservation.status !== 'held'
      ) {
        throw new ApiError(422, ORDER_MESSAGES.reservationMismatch);
      }
      const webhook = await dealerOf(car.id);
      const row = await deps.db.transaction(async (tx) => {
        const draft = await findDraft(tx, site.id, car.id, owner, true);
        if (!draft || (nextStep(draft) !== 'deposit' && nextStep(draft) !== 'complete')) {
          throw new ApiError(409, ORDER_MESSAGES.notReady);
        }
        if (draft.lead_id) return draft;
        const summary = summaryOf(car, draft.data, reservation.deposit_cents / 100);
        const leadId = await insertLeadWithOutbox(tx, {
          siteId: site.id,
          dealershipId: car.dealership_id,
          carId: car.id,
          kind: 'buy_online',
          category: LEAD_CATEGORIES.buy_online,
          subcategory: null,
          payload: {
            ...draft.data.contact,
            category: LEAD_CATEGORIES.buy_online,
            source: LEAD_SOURCE,
            site: site.slug,
            car_id: car.id,
            order_id: draft.id,
            reservation_id: reservation.id,
            payment: draft.data.payment?.payment,
            delivery: draft.data.delivery?.delivery,
            trade_in: draft.data.trade_in,
            finance: draft.data.payment,
            delivery_details: draft.data.delivery,
            trade_in_offer: summary.trade_in_offer,
            delivery_price: summary.delivery_price,
            amount_to_pay: summary.amount_to_pay,
            deposit: summary.deposit,
            balance: summary.balance,
          },
          webhook,
        });
        const [done] = await tx.query<DraftRow>(
          `UPDATE order_drafts SET lead_id = $2, reservation_id = $3, completed_at = $4, updated_at = $4
            WHERE id = $1 RETURNING *`,
          [draft.id, leadId, reservation.id, deps.now()],
        );
        return done as DraftRow;
      });
      return c.json({ order: view(row, car, site) });
    },
  });
}
