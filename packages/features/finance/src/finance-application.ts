import type { ApiClient, User } from '@forecourt/api-client';
import {
  buildLeadPayload,
  CAR_TYPES,
  contactFieldsSchema,
  FIELD_MESSAGES,
  FORM_ERRORS_HEADING,
  fieldErrors,
  LEAD_KIND_SCHEMAS,
  optInSchema,
  optionalMessageSchema,
  preferredContactMethodSchema,
} from '@forecourt/lead-payloads';
import { salePrice } from '@forecourt/pricing';
import { z } from '@forecourt/validation';
import { postFinanceLead } from './post-finance-lead.ts';

/** The form's anchor on the finance page (vehicle-stock §2 "anchor #finance-form"). */
export const FINANCE_FORM_ANCHOR = 'finance-form';

/**
 * The finance page's query parameters (vehicle-stock §2): the finance application link sets
 * them from the car and the form starts with them.
 */
export const FINANCE_APPLICATION_PARAMS = [
  'preferredDealership',
  'vehiclePriceBudget',
  'car_id',
  'car_type',
  'vin',
] as const;

/** One of {@link FINANCE_APPLICATION_PARAMS}. */
export type FinanceApplicationParam = (typeof FINANCE_APPLICATION_PARAMS)[number];

/** The finance application form's text fields, in the order shown (site-wide §5 core fields). */
export const FINANCE_TEXT_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'vehiclePriceBudget',
  'message',
] as const;

/** One of {@link FINANCE_TEXT_FIELDS}. */
export type FinanceTextField = (typeof FINANCE_TEXT_FIELDS)[number];

/** What the form holds: every field as text (plus the opt-in), as a browser form sends it. */
export type FinanceApplicationValues = Partial<
  Record<FinanceTextField | FinanceApplicationParam, string>
> & { opt_in?: boolean };

/** The car fields the finance application link reads (vehicle-stock §3 Car). */
export interface FinanceApplicationCar {
  id: number;
  car_type?: string | null;
  vin?: string | null;
  price?: number | null;
  /** The reduced price, which the page shows as the headline when set (vehicle-stock §4). */
  offer_price?: number | null;
  dealership_slug?: string | null;
}

/**
 * The price a finance application starts from: the car's headline sale price (pricing's
 * `salePrice`: the offer price, else the price), the one the page shows and the calculator and
 * estimate work on (vehicle-stock §4 Price display, §9), never the list price behind an offer.
 * Null without a sale price.
 */
export function financeApplicationPrice(
  car: Pick<FinanceApplicationCar, 'price' | 'offer_price'>,
): number | null {
  const shown = salePrice(
    { price: car.price ?? null, offer_price: car.offer_price ?? null },
    { texts: { no_price: '' } },
  );
  return shown.kind === 'price' ? shown.amount : null;
}

/** The site fields the link reads: the finance base path (site config `finance.path`). */
export interface FinanceApplicationSite {
  finance: { path: string };
}

/**
 * The vehicle page's finance application link (vehicle-stock §2, §7 "a finance application
 * link built from the car's parameters"): the site's finance base path (`/finance` by default,
 * `/finance-enquiry` or `/apply-for-finance` per site) with preferredDealership (the car's
 * dealership), vehiclePriceBudget (its headline price, {@link financeApplicationPrice}), car_id, car_type and vin, to the
 * `#finance-form` anchor. Parameters the car has no value for are left out.
 */
export function financeApplicationHref(
  car: FinanceApplicationCar,
  site: FinanceApplicationSite,
): string {
  const params = new URLSearchParams();
  if (car.dealership_slug) params.set('preferredDealership', car.dealership_slug);
  const price = financeApplicationPrice(car);
  if (price !== null) params.set('vehiclePriceBudget', String(price));
  params.set('car_id', String(car.id));
  if (car.car_type) params.set('car_type', car.car_type);
  if (car.vin) params.set('vin', car.vin);
  return `${site.finance.path}?${params.toString()}#${FINANCE_FORM_ANCHOR}`;
}

/**
 * What the form starts with (vehicle-stock §2): the link's query parameters, over the signed-in
 * shopper's contact details (site-wide §3 User) when there is one. Empty parameters are ignored;
 * a car_type that is not new, demo or used is dropped.
 */
export function financeApplicationPrefill(
  params: URLSearchParams,
  user: Pick<User, 'name' | 'last_name' | 'email' | 'phone' | 'postcode'> | null = null,
): FinanceApplicationValues {
  const values: FinanceApplicationValues = {};
  if (user) {
    for (const key of ['name', 'last_name', 'email', 'phone', 'postcode'] as const) {
      const value = user[key];
      if (value) values[key] = value;
    }
  }
  for (const key of FINANCE_APPLICATION_PARAMS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  if (values.car_type && !(CAR_TYPES as readonly string[]).includes(values.car_type)) {
    delete values.car_type;
  }
  return values;
}

/** The finance form's facts (site-wide §5): above one dealership the select is required. */
export interface FinanceFormOptions {
  dealershipCount: number;
}

const financeLead = LEAD_KIND_SCHEMAS.finance.shape;

/** Empty text (an untouched input or hidden field) counts as not given. */
const dropEmpty = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([, field]) => field !== ''))
    : value;

function buildFinanceApplicationSchema(chooseDealership: boolean) {
  return z.preprocess(
    dropEmpty,
    z.object({
      ...contactFieldsSchema.shape,
      PreferredContactMethod: preferredContactMethodSchema,
      message: optionalMessageSchema,
      opt_in: optInSchema,
      // Required when the site has more than one dealership (site-wide §5).
      preferredDealership: chooseDealership
        ? z
            .string({ error: FIELD_MESSAGES.preferredDealershipRequired })
            .trim()
            .min(1, { error: FIELD_MESSAGES.preferredDealershipRequired })
        : financeLead.preferredDealership,
      // The finance lead's own rules (lead-payloads `financeLeadSchema`, vehicle-stock §2, §3).
      vehiclePriceBudget: financeLead.vehiclePriceBudget,
      car_id: financeLead.car_id,
      car_type: z.enum(CAR_TYPES).optional(),
      vin: financeLead.vin,
    }),
  );
}

const schemas = new Map<boolean, ReturnType<typeof buildFinanceApplicationSchema>>();

/**
 * The finance application form's schema, shared by react-hook-form and the page's action
 * (site-wide §5): the core contact fields from lead-payloads, an optional message, the opt-in
 * (ticked by default), the preferred dealership (required on a multi-dealership site) and the
 * finance lead's own fields — vehiclePriceBudget, car_id, car_type and vin — with the
 * rules of lead-payloads' finance lead schema, so the server's `leadSchema` accepts what it
 * passes.
 */
export function financeApplicationSchema(options: FinanceFormOptions) {
  const choose = options.dealershipCount > 1;
  let schema = schemas.get(choose);
  if (!schema) {
    schema = buildFinanceApplicationSchema(choose);
    schemas.set(choose, schema);
  }
  return schema;
}

/** The form's values from a submitted form: text fields, hidden parameters and the opt-in. */
export function financeApplicationInput(form: FormData): FinanceApplicationValues {
  const values: FinanceApplicationValues = {};
  for (const name of [...FINANCE_TEXT_FIELDS, ...FINANCE_APPLICATION_PARAMS]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  const optIn = form.get('opt_in');
  values.opt_in = optIn === 'on' || optIn === 'true';
  return values;
}

/** The page's failed submit: what was typed, the field messages and the banner's text. */
export interface FinanceApplicationFailure {
  values: FinanceApplicationValues;
  fieldErrors: Record<string, string>;
  formError: string;
}

/** A sent application: accepted (go to /success) or the errors to show with an HTTP status. */
export type FinanceApplicationOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: number; failure: FinanceApplicationFailure };

/**
 * Sends a finance application (vehicle-stock §2, §7; site-wide §4, §5, §8): validates with
 * {@link financeApplicationSchema} (the form's own schema), builds a finance lead
 * (`LEAD_CATEGORIES.finance`) with the page's url and user agent, and posts it; the lead id, or
 * the field errors (400) and the server's error ("An unexpected error occured." when it sent
 * none).
 */
export async function submitFinanceApplication(
  form: FormData,
  context: {
    api: Pick<ApiClient, 'submitLead'>;
    site: { slug: string; dealerships: readonly unknown[] };
    url: string;
    userAgent?: string | null;
  },
): Promise<FinanceApplicationOutcome> {
  const values = financeApplicationInput(form);
  const failure = (
    status: number,
    fields: Record<string, string>,
    formError: string,
  ): FinanceApplicationOutcome => ({
    ok: false,
    status,
    failure: { values, fieldErrors: fields, formError },
  });
  const parsed = financeApplicationSchema({
    dealershipCount: context.site.dealerships.length,
  }).safeParse(values);
  if (!parsed.success) return failure(400, fieldErrors(parsed.error), FORM_ERRORS_HEADING);
  const payload = {
    ...buildLeadPayload(parsed.data, {
      kind: 'finance',
      url: context.url,
      ...(context.userAgent ? { user_agent: context.userAgent } : {}),
    }),
    site: context.site.slug,
  };
  return postFinanceLead(context.api, payload, failure);
}
