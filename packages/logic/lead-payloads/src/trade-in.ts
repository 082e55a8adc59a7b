import { z } from '@forecourt/validation';
import { tradeInLeadSchema } from './lead-schema.ts';
import { idSchema, looseNumber } from './loose-number.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { regoSchema, regoStateSchema } from './rego.ts';

/**
 * Trade-in (site-wide §2 /trade-in, §3 trade-in form fields, §9 "no online estimate for cars
 * over 7 years old or over 100,000 km"; vehicle-stock §3 valuation, §7 calls).
 */

/** Oldest car (in years) and most kilometres that still get an online estimate (site-wide §9). */
export const ONLINE_ESTIMATE_LIMITS = { maxAgeYears: 7, maxKms: 100_000 } as const;

/** Messages of the trade-in steps. */
export const TRADE_IN_MESSAGES = {
  yearRequired: 'Please enter the year the vehicle was built.',
  yearInvalid: 'Please enter a year between 1950 and next year, like 2019.',
  makeRequired: 'Please enter the make, like Toyota.',
  modelRequired: 'Please enter the model, like Corolla.',
  conditionAnswer: 'Please answer Yes or No.',
  regoNotFound:
    "We couldn't find that registration. Please check it, or enter the vehicle's details yourself.",
  noOnlineEstimate:
    "We can't give an online estimate for vehicles over 7 years old or with more than 100,000 km. Our team will contact you with a valuation.",
  needsInspection:
    "A vehicle with accident damage or mechanical problems needs to be seen to be valued fairly, so we won't guess online. We'll call you to arrange an inspection.",
  makeUnknown: 'Please choose the make from the list.',
  modelUnknown: 'Please choose the model from the list for this make.',
} as const;

/**
 * The condition questions (valuation adjustments, vehicle-stock §7 adjustmentAnswers). Each is
 * answered Yes or No; `penaltyWhen` is the answer that lowers the valuation by `penalty`
 * (a fraction of the value, see the embedded valuer in @forecourt/api).
 */
export const CONDITION_QUESTIONS = [
  {
    id: 'accident_damage',
    label: 'Has the vehicle been in an accident or does it have body damage?',
    penaltyWhen: 'Yes',
    penalty: 0.1,
  },
  {
    id: 'mechanical_issues',
    label: 'Does it have mechanical problems or warning lights on?',
    penaltyWhen: 'Yes',
    penalty: 0.12,
  },
  {
    id: 'service_history',
    label: 'Does it have a full service history?',
    penaltyWhen: 'No',
    penalty: 0.05,
  },
  {
    id: 'tyres_worn',
    label: 'Do the tyres need replacing soon?',
    penaltyWhen: 'Yes',
    penalty: 0.03,
  },
] as const;

/** One condition question's id. */
export type ConditionQuestionId = (typeof CONDITION_QUESTIONS)[number]['id'];

const yesNo = z.enum(['Yes', 'No'], { error: TRADE_IN_MESSAGES.conditionAnswer });

/** The answers to every condition question, Yes or No. */
export const conditionAnswersSchema = z.object(
  Object.fromEntries(CONDITION_QUESTIONS.map((question) => [question.id, yesNo])) as Record<
    ConditionQuestionId,
    typeof yesNo
  >,
);

/** Condition answers as validated. */
export type ConditionAnswers = z.output<typeof conditionAnswersSchema>;

/** Step 1: rego and state (vehicle-stock §7 rego lookup). */
export const tradeInRegoStepSchema = z.object({ rego: regoSchema, regoState: regoStateSchema });

/** The vehicle's build year: 1950 to next year. */
export function tradeInYearSchema(now: Date = new Date()) {
  const max = now.getUTCFullYear() + 1;
  return looseNumber({
    required: TRADE_IN_MESSAGES.yearRequired,
    invalid: TRADE_IN_MESSAGES.yearInvalid,
    int: true,
    min: 1950,
  }).refine((year) => year <= max, { error: TRADE_IN_MESSAGES.yearInvalid });
}

const textField = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(60, { error: message });

/** Step 2: vehicle details (year, make, model, optional badge). */
export function tradeInVehicleStepSchema(now: Date = new Date()) {
  return z.object({
    year: tradeInYearSchema(now),
    make: textField(TRADE_IN_MESSAGES.makeRequired),
    model: textField(TRADE_IN_MESSAGES.modelRequired),
    badge: z.string().trim().max(60).optional(),
  });
}

/** Step 3: odometer (site-wide §3 kms). */
export const tradeInKmsStepSchema = z.object({ kms: tradeInLeadSchema.shape.kms });

/** The vehicle the valuation needs: year, make, model, badge, kms and the condition answers. */
export function tradeInVehicleSchema(now: Date = new Date()) {
  return tradeInVehicleStepSchema(now).extend({
    ...tradeInKmsStepSchema.shape,
    adjustmentAnswers: conditionAnswersSchema,
  });
}

/** A vehicle to value. */
export type TradeInVehicle = z.output<ReturnType<typeof tradeInVehicleSchema>>;

/** The request of `POST /api/trade-in/rego-lookup`. */
export const regoLookupRequestSchema = z.object({
  site: z.string().trim().min(1),
  ...tradeInRegoStepSchema.shape,
});

/** The vehicle a registration lookup found. */
export interface RegoVehicle {
  year: number;
  make: string;
  model: string;
  badge: string | null;
}

/** The answer of `POST /api/trade-in/rego-lookup`: the vehicle, or `found: false`. */
export type RegoLookupAnswer = { found: true; vehicle: RegoVehicle } | { found: false };

/** A valuation: an online offer, or none (then the lead is an enquiry, site-wide §9). */
export type TradeInValuation =
  | {
      online_estimate: true;
      /** What the dealer offers for the car, whole dollars (vehicle-stock §3 offer_price). */
      offer_price: number;
      provider: string;
    }
  | { online_estimate: false; offer_price: 0; reason: string; provider: string };

/** The answer of `POST /api/trade-in/valuation`. */
export interface TradeInValuationAnswer {
  lead_id: string;
  valuation: TradeInValuation;
  /** Car price minus the offer when a car is being bought and the offer is above zero. */
  reducedPrice: number | null;
}

/** The request of `POST /api/trade-in/accept-offer` (vehicle-stock §7 offer acceptance). */
export const acceptOfferRequestSchema = z.object({
  site: z.string().trim().min(1),
  lead_id: z.uuid({ error: FIELD_MESSAGES.leadId }),
  form_completed: z.literal(true, { error: FIELD_MESSAGES.yesNo }),
  offer_accepted: z.literal(true, { error: FIELD_MESSAGES.yesNo }),
});

/**
 * Why a car gets no online offer, or null when it may get one: over 7 years old or 100,000 km
 * (site-wide §9), or answers that only an inspection can price (accident damage, mechanical
 * problems): an honest "we'll call you" instead of a made-up figure.
 */
export function noOnlineOfferReason(
  vehicle: {
    year: number;
    kms: number;
    adjustmentAnswers?: Readonly<Partial<Record<ConditionQuestionId, string>>>;
  },
  now: Date = new Date(),
): string | null {
  if (!onlineEstimateAllowed(vehicle, now)) return TRADE_IN_MESSAGES.noOnlineEstimate;
  const answers = vehicle.adjustmentAnswers ?? {};
  if (answers.accident_damage === 'Yes' || answers.mechanical_issues === 'Yes') {
    return TRADE_IN_MESSAGES.needsInspection;
  }
  return null;
}

/** One make of the manufacturer catalogue and the models a trade-in may be. */
export interface TradeInCatalogueMake {
  make: string;
  models: readonly string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The catalogue's field messages for a make and model typed or chosen: an unknown make, or a model
 * the make does not have. Empty when both are in the catalogue.
 */
export function catalogueErrors(
  catalogue: readonly TradeInCatalogueMake[],
  vehicle: { make: string; model: string },
): Partial<Record<'make' | 'model', string>> {
  const make = catalogue.find((entry) => sameName(entry.make, vehicle.make));
  if (!make) return { make: TRADE_IN_MESSAGES.makeUnknown };
  if (!make.models.some((model) => sameName(model, vehicle.model))) {
    return { model: TRADE_IN_MESSAGES.modelUnknown };
  }
  return {};
}

/** Whether a car may get an online estimate: at most 7 years old and 100,000 km (site-wide §9). */
export function onlineEstimateAllowed(
  vehicle: { year: number; kms: number },
  now: Date = new Date(),
): boolean {
  const age = now.getUTCFullYear() - vehicle.year;
  return age <= ONLINE_ESTIMATE_LIMITS.maxAgeYears && vehicle.kms <= ONLINE_ESTIMATE_LIMITS.maxKms;
}

/**
 * reducedPrice: the car's price minus the trade-in offer when the offer is above zero
 * (vehicle-stock §3); otherwise null. Never below zero.
 */
export function reducedPrice(
  carPrice: number | null | undefined,
  offer: number | null | undefined,
): number | null {
  if (carPrice === null || carPrice === undefined || !Number.isFinite(carPrice)) return null;
  if (offer === null || offer === undefined || !(offer > 0)) return null;
  return Math.max(0, carPrice - offer);
}

/** The id a car being bought is sent with (`?car_id=`). */
export const tradeInCarIdSchema = idSchema(FIELD_MESSAGES.carId);

/**
 * The request of `POST /api/trade-in/valuation`: the trade-in lead (contact fields,
 * PreferredContactMethod default Phone, finance Yes/No, kms, rego, regoState; site-wide §3)
 * plus the vehicle and its condition answers. The form's last step and the server use it alike;
 * given the manufacturer catalogue, the make and model must be in it.
 */
export function tradeInValuationRequestSchema(
  now: Date = new Date(),
  catalogue: readonly TradeInCatalogueMake[] | null = null,
) {
  return tradeInLeadSchema
    .extend({
      ...tradeInVehicleStepSchema(now).shape,
      adjustmentAnswers: conditionAnswersSchema,
    })
    .superRefine((vehicle, context) => {
      // Make and model come from the manufacturer catalogue when the server has one.
      if (!catalogue) return;
      for (const [path, message] of Object.entries(catalogueErrors(catalogue, vehicle))) {
        context.addIssue({ code: 'custom', path: [path], message });
      }
    });
}

/** Step 5: the contact fields of the trade-in lead (site-wide §3). */
export const tradeInContactStepSchema = tradeInLeadSchema.pick({
  name: true,
  last_name: true,
  email: true,
  phone: true,
  postcode: true,
  PreferredContactMethod: true,
  finance: true,
  location_id: true,
});
