import type { ApiClient } from '@forecourt/api-client';
import {
  buildLeadPayload,
  type CarFormSite,
  type EnquiryFormSite,
  enquiryFormOptions,
  enquiryFormSchema,
  FORM_ERRORS_HEADING,
  type FormCar,
  fieldErrors,
} from '@forecourt/lead-payloads';
import { postFinanceLead } from './post-finance-lead.ts';

/** The `intent` value of the vehicle page's Request a Quote form. */
export const FINANCE_QUOTE_INTENT = 'finance_quote' as const;

/** The Request a Quote form's text fields, in the order shown (site-wide §5 core fields). */
export const QUOTE_TEXT_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
] as const;

/** One of {@link QUOTE_TEXT_FIELDS}. */
export type QuoteTextField = (typeof QUOTE_TEXT_FIELDS)[number];

/** What the shopper typed, to put back after a failed submit. */
export type QuoteFormInput = Partial<Record<QuoteTextField, string>> & {
  opt_in?: boolean;
  /** The calculator's amount when the form was sent (site-wide §3 finance lead). */
  vehiclePriceBudget?: string;
};

/** What the form shows again after a failed submit; `intent` tells it from the enquiry's. */
export interface QuoteFailure {
  intent: typeof FINANCE_QUOTE_INTENT;
  values: QuoteFormInput;
  fieldErrors: Record<string, string>;
  formError: string;
}

/** A sent quote request: accepted (go to /success) or the errors to show, with an HTTP status. */
export type QuoteOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: number; failure: QuoteFailure };

/** The form's values from a submitted form. */
export function quoteInput(form: FormData): QuoteFormInput {
  const input: QuoteFormInput = {};
  for (const name of QUOTE_TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
  }
  const budget = form.get('vehiclePriceBudget');
  if (typeof budget === 'string' && budget !== '') input.vehiclePriceBudget = budget;
  const optIn = form.get('opt_in');
  input.opt_in = optIn === 'on' || optIn === 'true';
  return input;
}

/**
 * The vehicle page's Request a Quote (vehicle-stock §2 Calculators, §7 Lead submission, §8):
 * the core contact fields (message optional) validated with the enquiry form's schema, sent as
 * a finance lead (`LEAD_CATEGORIES.finance`, lead-payloads' `finance` kind) with the car form
 * defaults, car_id and the calculator's amount; the lead id, or the field errors and the
 * server's error ("An unexpected error occured." when it sent none).
 */
export async function submitFinanceQuote(
  form: FormData,
  context: {
    api: Pick<ApiClient, 'submitLead'>;
    car: FormCar & { dealership_id: number };
    site: CarFormSite & EnquiryFormSite & { slug: string };
    url: string;
    userAgent?: string | null;
  },
): Promise<QuoteOutcome> {
  const values = quoteInput(form);
  const failure = (
    status: number,
    fields: Record<string, string>,
    formError: string,
  ): QuoteOutcome => ({
    ok: false,
    status,
    failure: { intent: FINANCE_QUOTE_INTENT, values, fieldErrors: fields, formError },
  });
  const parsed = enquiryFormSchema({
    ...enquiryFormOptions(context.site),
    message_optional: true,
    terms_required: false,
  }).safeParse({ ...values, dealership_slug: context.car.dealership_slug });
  if (!parsed.success) return failure(400, fieldErrors(parsed.error), FORM_ERRORS_HEADING);
  const payload = {
    ...buildLeadPayload(parsed.data, {
      kind: 'finance',
      car: context.car,
      site: context.site,
      url: context.url,
      ...(context.userAgent ? { user_agent: context.userAgent } : {}),
    }),
    site: context.site.slug,
  };
  return postFinanceLead(context.api, payload, failure);
}
