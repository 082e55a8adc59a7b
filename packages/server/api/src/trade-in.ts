import type { Queryable } from '@forecourt/db';
import {
  CONDITION_QUESTIONS,
  type ConditionAnswers,
  noOnlineOfferReason,
  type RegoState,
  type RegoVehicle,
  type TradeInCatalogueMake,
  type TradeInValuation,
  type TradeInVehicle,
} from '@forecourt/lead-payloads';
import { z } from 'zod';

/**
 * Trade-in valuation (site-wide §9, vehicle-stock §3 offer_price). The API asks a
 * `TradeInValuer`; the platform server chooses which one at start-up (`ApiDeps.tradeInValuer`).
 * The embedded valuer below works offline and is deterministic. A real provider (an
 * AutoGrab-style valuation service) is an adapter that implements this same interface — the
 * only seam the routes see. No such adapter ships yet.
 */
export interface TradeInValuer {
  /** Short name recorded with each valuation, e.g. `embedded`. */
  readonly name: string;
  value(vehicle: TradeInVehicle, now: Date): Promise<TradeInValuation>;
}

/** What a new car of each make is taken to cost (AUD), for the embedded valuer. */
export const MAKE_BASE_PRICES: Readonly<Record<string, number>> = {
  abarth: 38_000,
  audi: 72_000,
  bmw: 78_000,
  ford: 52_000,
  holden: 40_000,
  honda: 40_000,
  hyundai: 38_000,
  isuzu: 55_000,
  jeep: 55_000,
  kia: 38_000,
  'land rover': 95_000,
  lexus: 80_000,
  mazda: 42_000,
  'mercedes-benz': 85_000,
  mitsubishi: 40_000,
  nissan: 45_000,
  porsche: 160_000,
  subaru: 44_000,
  suzuki: 28_000,
  tesla: 70_000,
  toyota: 48_000,
  volkswagen: 45_000,
  volvo: 70_000,
};

/** Base price of a make the table does not know. */
export const DEFAULT_BASE_PRICE = 40_000;

/** The embedded valuer's constants (see {@link embeddedValuation}). */
export const EMBEDDED_VALUER = {
  /** Value kept each year of age. */
  yearlyRetention: 0.85,
  /** Kilometres a year that count as average. */
  averageKmsPerYear: 15_000,
  /** Value lost (or gained) per 1,000 km above (or below) average. */
  perThousandKms: 0.004,
  /** Most the kilometres may take off, and add. */
  maxKmsPenalty: 0.25,
  maxKmsBonus: 0.1,
  /** The dealer's offer is this share of the estimated retail value. */
  tradeMargin: 0.8,
  /** Offers are rounded down to this many dollars. */
  roundTo: 100,
} as const;

/**
 * The embedded valuation formula, deterministic (same input and year, same offer):
 *
 *   base    = MAKE_BASE_PRICES[make] (default 40,000)
 *   age     = current year − build year (at least 0)
 *   retail  = base × 0.85^age
 *           × (1 − clamp((kms − 15,000 × max(age, 1)) / 1,000 × 0.4%, −10%, +25%))
 *           × Π (1 − penalty) over condition answers that lower the value
 *             (accident damage Yes −10%, mechanical issues Yes −12%, no full service
 *             history −5%, tyres worn Yes −3%)
 *   offer   = floor(retail × 0.8 / 100) × 100
 *
 * Cars over 7 years old or over 100,000 km get no online estimate (site-wide §9), nor do cars with
 * accident damage or mechanical problems (only an inspection can price those): the lead is an
 * enquiry and the team calls to value the car.
 */
export function embeddedValuation(vehicle: TradeInVehicle, now: Date): TradeInValuation {
  const noOffer = noOnlineOfferReason(vehicle, now);
  if (noOffer) {
    return { online_estimate: false, offer_price: 0, reason: noOffer, provider: 'embedded' };
  }
  const c = EMBEDDED_VALUER;
  const base = MAKE_BASE_PRICES[vehicle.make.trim().toLowerCase()] ?? DEFAULT_BASE_PRICE;
  const age = Math.max(0, now.getUTCFullYear() - vehicle.year);
  const expectedKms = c.averageKmsPerYear * Math.max(age, 1);
  const kmsShare = ((vehicle.kms - expectedKms) / 1000) * c.perThousandKms;
  const kmsFactor = 1 - Math.min(c.maxKmsPenalty, Math.max(-c.maxKmsBonus, kmsShare));
  const retail =
    base * c.yearlyRetention ** age * kmsFactor * conditionFactor(vehicle.adjustmentAnswers);
  const offer = Math.floor((retail * c.tradeMargin) / c.roundTo) * c.roundTo;
  return { online_estimate: true, offer_price: Math.max(0, offer), provider: 'embedded' };
}

/** The product of (1 − penalty) over the answers that lower the value. */
export function conditionFactor(answers: ConditionAnswers): number {
  return CONDITION_QUESTIONS.reduce(
    (factor, question) =>
      answers[question.id] === question.penaltyWhen ? factor * (1 - question.penalty) : factor,
    1,
  );
}

/** The offline, deterministic valuer (the default). */
export class EmbeddedTradeInValuer implements TradeInValuer {
  readonly name = 'embedded';
  async value(vehicle: TradeInVehicle, now: Date): Promise<TradeInValuation> {
    return embeddedValuation(vehicle, now);
  }
}

/**
 * Registration lookup (vehicle-stock §7 rego lookup: rego, regoState). A real registry service
 * is an adapter behind this interface; the embedded one reads the platform's own cars.
 */
export interface RegoLookup {
  find(rego: string, state: RegoState): Promise<RegoVehicle | null>;
}

/**
 * Finds a plate among the cars the platform knows (the demo stock carries plates in each
 * state's style): same plate ignoring spaces and dashes, registered in that state (the car's
 * location's state). Anything else is "not found".
 */
export class DatabaseRegoLookup implements RegoLookup {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async find(rego: string, state: RegoState): Promise<RegoVehicle | null> {
    const [car] = await this.db.query<{
      year: number | null;
      make: string | null;
      model: string | null;
      badge: string | null;
    }>(
      `SELECT c.year, c.make, c.model, c.badge FROM cars c
         LEFT JOIN locations l ON l.id = c.location_id
        WHERE upper(regexp_replace(c.regplate, '[\\s-]', '', 'g')) = $1
          AND upper(coalesce(l.state, '')) = $2
        ORDER BY c.id LIMIT 1`,
      [rego, state],
    );
    if (!car || car.year === null || !car.make || !car.model) return null;
    return { year: car.year, make: car.make, model: car.model, badge: car.badge };
  }
}

/** Where a registry service is asked, and with which key (FORECOURT_REGO_LOOKUP_URL / _KEY). */
export interface HttpRegoLookupOptions {
  url: string;
  apiKey?: string | undefined;
  /** Give up after this long (default 5 s): the shopper can always type the car in. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What a registry service answers for a plate it knows. */
const registryAnswer = z.object({
  year: z.coerce.number().int().min(1900).max(2100),
  make: z.string().trim().min(1),
  model: z.string().trim().min(1),
  badge: z.string().trim().nullish(),
});

/** The registry service could not answer (unreachable, slow, or an answer we cannot read). */
export class RegoLookupUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegoLookupUnavailableError';
  }
}

/**
 * A registry service over HTTP (vehicle-stock §7 rego lookup): `GET {url}?rego=ABC123&state=QLD`
 * with `Authorization: Bearer {key}`, answering 200 `{ year, make, model, badge? }` or 404 for a
 * plate it does not know. Any other answer is "unavailable", never a guess.
 */
export class HttpRegoLookup implements RegoLookup {
  private readonly options: HttpRegoLookupOptions;

  constructor(options: HttpRegoLookupOptions) {
    this.options = options;
  }

  async find(rego: string, state: RegoState): Promise<RegoVehicle | null> {
    const url = new URL(this.options.url);
    url.searchParams.set('rego', rego);
    url.searchParams.set('state', state);
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: {
          accept: 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new RegoLookupUnavailableError(
        `registry service unreachable: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      throw new RegoLookupUnavailableError(`registry service answered ${response.status}`);
    }
    const parsed = registryAnswer.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new RegoLookupUnavailableError('registry service answer unreadable');
    const { year, make, model, badge } = parsed.data;
    return { year, make, model, badge: badge ?? null };
  }
}

/**
 * The makes and models a trade-in is chosen from. A real manufacturer catalogue (a vehicle data
 * service) is an adapter behind this interface; the embedded one reads the makes and models of
 * every car the platform knows (stock, sold and demo feeds alike).
 */
export interface TradeInCatalogueSource {
  makes(): Promise<TradeInCatalogueMake[]>;
}

/** The catalogue from the platform's own cars: distinct make and model, A to Z. */
export class DatabaseTradeInCatalogue implements TradeInCatalogueSource {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async makes(): Promise<TradeInCatalogueMake[]> {
    const rows = await this.db.query<{ make: string; model: string }>(
      `SELECT DISTINCT trim(make) AS make, trim(model) AS model FROM cars
        WHERE coalesce(trim(make), '') <> '' AND coalesce(trim(model), '') <> ''
        ORDER BY 1, 2`,
    );
    const byMake = new Map<string, string[]>();
    for (const row of rows) {
      const models = byMake.get(row.make) ?? [];
      models.push(row.model);
      byMake.set(row.make, models);
    }
    return [...byMake].map(([make, models]) => ({ make, models }));
  }
}
