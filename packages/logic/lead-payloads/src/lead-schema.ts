import { z } from '@forecourt/validation';
import { contactFieldsSchema, preferredContactMethodSchema } from './contact-fields.ts';
import {
  DEFAULT_RESERVATION_DEPOSIT,
  GENERAL_ENQUIRY_CATEGORIES,
  LEAD_CATEGORIES,
  LEAD_SOURCE,
  LEAD_SUBCATEGORIES,
  type LeadKind,
  REQUEST_PHOTOS_TEXT,
} from './lead-kinds.ts';
import { idSchema, looseNumber, optionalLooseNumber } from './loose-number.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { optionalRegoSchema, regoSchema, regoStateSchema } from './rego.ts';

const MESSAGE_MAX_LENGTH = 5000;

/** Car types (vehicle-stock §3). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const;

/** lead_attributes: pages visited and the query parameters the visit arrived with (vehicle-stock §3). */
export const leadAttributesSchema = z.object({
  visited_pages: z.array(z.string()).default([]),
  linked_query_params: z.record(z.string(), z.string()).default({}),
});

/** The comments field when optional: trimmed, at most 5,000 characters (site-wide §5). */
export const optionalMessageSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX_LENGTH, { error: FIELD_MESSAGES.messageTooLong })
  .optional();

/** The comments field when required (site-wide §5 "Comments (message) is required"). */
export const requiredMessageSchema = z
  .string({ error: FIELD_MESSAGES.messageRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.messageRequired })
  .max(MESSAGE_MAX_LENGTH, { error: FIELD_MESSAGES.messageTooLong });

/**
 * opt_in: optional and false unless the shopper ticks it. Marketing consent has to be given, never
 * assumed (Spam Act 2003 s16, APP 7): the box starts unticked on every form.
 */
export const optInSchema = z.boolean().default(false);

/** Fields every lead may carry (vehicle-stock §3 Lead payload, site-wide §3 Enquiry payload). */
const commonFields = {
  site: z.string().trim().min(1).optional(),
  subcategory: z.string().trim().optional(),
  url: z.string().optional(),
  source: z.string().trim().min(1).default(LEAD_SOURCE),
  user_agent: z.string().optional(),
  car_dealership_id: idSchema(FIELD_MESSAGES.dealershipId).optional(),
  dealership_slug: z.string().trim().optional(),
  page_id: z.union([z.string(), z.number()]).optional(),
  lead_attributes: leadAttributesSchema.optional(),
};

/** Car form defaults echoed back in car leads (vehicle-stock §3 Car form defaults). */
const carDefaultFields = {
  manufacturer_slug: z.string().optional(),
  stock_number: z.string().optional(),
  'Vehicle Make': z.string().optional(),
  'Vehicle Model': z.string().optional(),
  car_type: z.enum(CAR_TYPES).optional(),
  vehicle_status: z.string().optional(),
  autogauge_enabled: z.boolean().optional(),
};

/** What a shopper-filled lead adds: contact fields and the enquiry payload (site-wide §3). */
const shopperFields = {
  ...commonFields,
  ...contactFieldsSchema.shape,
  ...carDefaultFields,
  PreferredContactMethod: preferredContactMethodSchema,
  opt_in: optInSchema,
  message: optionalMessageSchema,
  additional_services: z.array(z.string()).optional(),
  location: z.union([z.string(), z.number()]).optional(),
  Rego: optionalRegoSchema,
};

const carId = idSchema(FIELD_MESSAGES.carId);

/** General enquiry: one of the category select's options, no car (site-wide §3, §5). */
export const generalEnquiryLeadSchema = z.object({
  ...shopperFields,
  category: z.enum(GENERAL_ENQUIRY_CATEGORIES),
});

/** Careers enquiry: a General Enquiry with subcategory Career Enquiry (site-wide §5). */
export const careersLeadSchema = generalEnquiryLeadSchema.extend({
  category: z.literal(LEAD_CATEGORIES.careers),
  subcategory: z.literal(LEAD_SUBCATEGORIES.careers),
});

/** Car enquiry from the vehicle page: the enquiry payload plus car_id (vehicle-stock §3, §7). */
export const carEnquiryLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.car_enquiry),
  car_id: carId,
});

/**
 * Find me something similar: a Car Enquiry for an out-of-stock car with subcategory
 * "Find me something similar" and the prefilled message (vehicle-stock §4).
 */
export const findMeSomethingSimilarLeadSchema = carEnquiryLeadSchema.extend({
  subcategory: z.literal(LEAD_SUBCATEGORIES.find_me_something_similar),
  message: requiredMessageSchema,
});

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Test drive booking date (YYYY-MM-DD) and time (HH:MM, 24 hour): both or neither. */
const bookingFields = {
  booking_date: z
    .string({ error: FIELD_MESSAGES.testDriveDate })
    .regex(DATE, { error: FIELD_MESSAGES.testDriveDate })
    .or(z.literal(''))
    .optional(),
  booking_time: z
    .string({ error: FIELD_MESSAGES.testDriveTime })
    .regex(TIME, { error: FIELD_MESSAGES.testDriveTime })
    .or(z.literal(''))
    .optional(),
  distribution_location: z.union([z.string(), z.number()]).optional(),
};

/** A test drive booking gives both a date and a time, or neither (vehicle-stock §5). */
export function hasBookingPair(values: { booking_date?: string; booking_time?: string }): boolean {
  return !values.booking_date === !values.booking_time;
}

/**
 * Where and how a half-given booking is reported; checked even when other fields are wrong, so
 * the form shows every error at once.
 */
export const BOOKING_PAIR_ISSUE = {
  error: FIELD_MESSAGES.testDriveDateAndTime,
  path: ['booking_time'],
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Test drive: contact fields, optional message, optional date and time booking (vehicle-stock §5). */
export const testDriveLeadSchema = z
  .object({
    ...shopperFields,
    ...bookingFields,
    category: z.literal(LEAD_CATEGORIES.test_drive),
    car_id: carId,
  })
  .refine(hasBookingPair, BOOKING_PAIR_ISSUE);

/** Request photos: contact fields, the hidden preset request text, optional message (vehicle-stock §5). */
export const requestPhotosLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.request_photos),
  car_id: carId,
  request_text: z.string().trim().min(1).default(REQUEST_PHOTOS_TEXT),
});

/** Most kilometres an odometer reading may show: a six-digit odometer (more is a typing slip). */
export const TRADE_IN_MAX_KMS = 999_999;

/** Trade-in valuation: kms, regoState, rego, finance Yes/No, location_id (site-wide §3, vehicle-stock §7). */
export const tradeInLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.trade_in),
  kms: looseNumber({
    required: FIELD_MESSAGES.kmsRequired,
    invalid: FIELD_MESSAGES.kmsInvalid,
    int: true,
    min: 0,
  }).refine((kms) => kms <= TRADE_IN_MAX_KMS, { error: FIELD_MESSAGES.kmsTooHigh }),
  regoState: regoStateSchema,
  rego: regoSchema,
  finance: z.enum(['Yes', 'No'], { error: FIELD_MESSAGES.financeAnswer }).optional(),
  location_id: idSchema(FIELD_MESSAGES.locationId).optional(),
  car_id: carId.optional(),
});

/** Finance enquiry with the finance link's parameters (vehicle-stock §2 finance route, §7). */
export const financeLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.finance),
  preferredDealership: z.string().trim().optional(),
  vehiclePriceBudget: optionalLooseNumber({ invalid: FIELD_MESSAGES.amountInvalid, min: 0 }),
  car_id: carId.optional(),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,17}$/, { error: FIELD_MESSAGES.vinInvalid })
    .optional(),
});

/** Valuation adjustments on an existing valuation: id and adjustmentAnswers (vehicle-stock §7). */
export const valuationAdjustmentLeadSchema = z.object({
  ...commonFields,
  category: z.literal(LEAD_CATEGORIES.valuation_adjustment),
  id: idSchema(FIELD_MESSAGES.valuationId),
  adjustmentAnswers: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]), {
      error: FIELD_MESSAGES.adjustmentAnswers,
    })
    .refine((answers) => Object.keys(answers).length > 0, {
      error: FIELD_MESSAGES.adjustmentAnswers,
    }),
});

/** Rego lookup step of the trade-in: rego and regoState, no contact yet (vehicle-stock §7). */
export const regoLookupLeadSchema = z.object({
  ...commonFields,
  category: z.literal(LEAD_CATEGORIES.rego_lookup),
  rego: regoSchema,
  regoState: regoStateSchema,
});

/** Offer acceptance on an existing lead: lead_id, form_completed, offer_accepted (vehicle-stock §7). */
export const offerAcceptanceLeadSchema = z.object({
  ...commonFields,
  category: z.literal(LEAD_CATEGORIES.offer_acceptance),
  lead_id: idSchema(FIELD_MESSAGES.leadId),
  form_completed: z.boolean({ error: FIELD_MESSAGES.yesNo }),
  offer_accepted: z.boolean({ error: FIELD_MESSAGES.yesNo }),
});

/** Lead logged when the call-the-dealer number is revealed: car, dealership, website (vehicle-stock §4, §7). */
export const phoneRevealLeadSchema = z.object({
  ...commonFields,
  category: z.literal(LEAD_CATEGORIES.phone_reveal),
  car_id: carId,
  dealership_id: idSchema(FIELD_MESSAGES.dealershipId),
  /**
   * The site's numeric id. A site build knows its slug (`site`) but not always its id, so the
   * server fills it in from the site when the page leaves it out.
   */
  website_id: idSchema(FIELD_MESSAGES.websiteId).optional(),
});

/** Online reservation: contact fields, car_id and the deposit, $200 by default (vehicle-stock §9). */
export const reservationLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.reservation),
  car_id: carId,
  deposit: optionalLooseNumber({ invalid: FIELD_MESSAGES.deposit, above: 0 }).transform(
    (deposit) => deposit ?? DEFAULT_RESERVATION_DEPOSIT,
  ),
});

/**
 * Buy online's order: contact fields, car_id, and the journey's choices —
 * trade-in offer, finance or cash, delivery or pick-up, the amounts and the deposit reservation.
 */
export const buyOnlineLeadSchema = z.object({
  ...shopperFields,
  category: z.literal(LEAD_CATEGORIES.buy_online),
  car_id: carId,
  order_id: z.uuid().optional(),
  reservation_id: z.uuid().optional(),
  payment: z.enum(['finance', 'cash']).optional(),
  delivery: z.enum(['delivery', 'pickup']).optional(),
  trade_in_offer: optionalLooseNumber({ invalid: FIELD_MESSAGES.amountInvalid, min: 0 }),
  delivery_price: optionalLooseNumber({ invalid: FIELD_MESSAGES.amountInvalid, min: 0 }),
  balance: optionalLooseNumber({ invalid: FIELD_MESSAGES.amountInvalid }),
});

/**
 * Every lead `POST /api/leads` accepts, told apart by `category` (vehicle-stock §3, §7;
 * site-wide §3, §5). Unknown keys are dropped. Site switches (message_optional, terms_required,
 * selects shown) are form rules: see `enquiryFormSchema`.
 */
export const leadSchema = z.discriminatedUnion(
  'category',
  [
    generalEnquiryLeadSchema,
    carEnquiryLeadSchema,
    testDriveLeadSchema,
    requestPhotosLeadSchema,
    tradeInLeadSchema,
    financeLeadSchema,
    valuationAdjustmentLeadSchema,
    regoLookupLeadSchema,
    offerAcceptanceLeadSchema,
    phoneRevealLeadSchema,
    reservationLeadSchema,
    buyOnlineLeadSchema,
  ],
  { error: FIELD_MESSAGES.category },
);

/** A lead as sent (before defaults). */
export type LeadInput = z.input<typeof leadSchema>;

/** A validated lead, defaults applied. */
export type Lead = z.output<typeof leadSchema>;

/** The schema for one kind, including careers and find-me-something-similar (vehicle-stock §7, site-wide §5). */
export const LEAD_KIND_SCHEMAS = {
  general_enquiry: generalEnquiryLeadSchema,
  careers: careersLeadSchema,
  car_enquiry: carEnquiryLeadSchema,
  find_me_something_similar: findMeSomethingSimilarLeadSchema,
  test_drive: testDriveLeadSchema,
  request_photos: requestPhotosLeadSchema,
  trade_in: tradeInLeadSchema,
  finance: financeLeadSchema,
  valuation_adjustment: valuationAdjustmentLeadSchema,
  rego_lookup: regoLookupLeadSchema,
  offer_acceptance: offerAcceptanceLeadSchema,
  phone_reveal: phoneRevealLeadSchema,
  reservation: reservationLeadSchema,
  buy_online: buyOnlineLeadSchema,
} as const satisfies Record<LeadKind, z.ZodType>;

const KIND_BY_CATEGORY: Readonly<Record<string, LeadKind>> = {
  [LEAD_CATEGORIES.car_enquiry]: 'car_enquiry',
  [LEAD_CATEGORIES.test_drive]: 'test_drive',
  [LEAD_CATEGORIES.request_photos]: 'request_photos',
  [LEAD_CATEGORIES.trade_in]: 'trade_in',
  [LEAD_CATEGORIES.finance]: 'finance',
  [LEAD_CATEGORIES.valuation_adjustment]: 'valuation_adjustment',
  [LEAD_CATEGORIES.rego_lookup]: 'rego_lookup',
  [LEAD_CATEGORIES.offer_acceptance]: 'offer_acceptance',
  [LEAD_CATEGORIES.phone_reveal]: 'phone_reveal',
  [LEAD_CATEGORIES.reservation]: 'reservation',
  [LEAD_CATEGORIES.buy_online]: 'buy_online',
};

/**
 * The kind of a validated lead: careers is a General Enquiry with subcategory Career Enquiry
 * (site-wide §5); find me something similar is a Car Enquiry with that subcategory
 * (vehicle-stock §4); every general enquiry category is a general enquiry.
 */
export function leadKind(lead: { category: string; subcategory?: string | undefined }): LeadKind {
  if (
    lead.category === LEAD_CATEGORIES.careers &&
    lead.subcategory === LEAD_SUBCATEGORIES.careers
  ) {
    return 'careers';
  }
  if (
    lead.category === LEAD_CATEGORIES.find_me_something_similar &&
    lead.subcategory === LEAD_SUBCATEGORIES.find_me_something_similar
  ) {
    return 'find_me_something_similar';
  }
  return KIND_BY_CATEGORY[lead.category] ?? 'general_enquiry';
}
