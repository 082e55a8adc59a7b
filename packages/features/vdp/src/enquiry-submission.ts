import {
  buildLeadPayload,
  type CarFormSite,
  type EnquiryFormOptions,
  enquiryFormSchema,
  type FormCar,
  fieldErrors,
  type LeadPayloadDraft,
} from '@forecourt/lead-payloads';
import { isInStock } from '@forecourt/stock-eligibility';
import { withFindMeSomethingSimilar } from './vehicle-detail.ts';

/** The enquiry form's text fields, in the order they are shown (site-wide §5 core fields). */
export const ENQUIRY_TEXT_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
] as const;

/** One of {@link ENQUIRY_TEXT_FIELDS}. */
export type EnquiryTextField = (typeof ENQUIRY_TEXT_FIELDS)[number];

/** What the shopper typed, to put back into the form after a failed submit. */
export type EnquiryFormInput = Partial<Record<EnquiryTextField, string>> & {
  opt_in?: boolean;
  /** The terms agreement tick box, on sites with `terms_required` (site-wide §5). */
  terms_agreed?: boolean;
};

/** The enquiry form's values from a submitted form: the text fields and the opt-in tick box. */
export function enquiryInput(form: FormData): EnquiryFormInput {
  const input: EnquiryFormInput = {};
  for (const name of ENQUIRY_TEXT_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
  }
  const optIn = form.get('opt_in');
  input.opt_in = optIn === 'on' || optIn === 'true';
  const terms = form.get('terms_agreed');
  if (terms !== null) input.terms_agreed = terms === 'on' || terms === 'true';
  return input;
}

/** Everything around the form the lead carries, read by the caller. */
export interface EnquiryLeadContext {
  car: FormCar & { dealership_id?: number | null };
  site: CarFormSite & { slug: string };
  url?: string;
  userAgent?: string;
  options?: EnquiryFormOptions;
}

/** A valid enquiry's lead payload, or the field messages to show. */
export type EnquiryLeadResult =
  | { ok: true; payload: LeadPayloadDraft & { site: string } }
  | { ok: false; fields: Record<string, string> };

/**
 * Validates a vehicle-page enquiry (site-wide §5 enquiry form rules, texts from
 * `@forecourt/lead-payloads`) and builds its lead: category Car Enquiry with the car form
 * defaults, car_id and the contact fields; for a car not in stock the Find me something similar
 * subcategory and message (vehicle-stock §4). The kind comes from the car, not the form.
 */
export function enquiryLead(
  input: EnquiryFormInput,
  context: EnquiryLeadContext,
): EnquiryLeadResult {
  // On a vehicle page the car's own dealership is the preferred one (site-wide §5: the select is
  // required on a site with more than one dealership; the car answers it).
  const parsed = enquiryFormSchema(context.options).safeParse({
    ...input,
    dealership_slug: context.car.dealership_slug,
  });
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const similar = !isInStock(context.car);
  const payload = buildLeadPayload(parsed.data, {
    kind: similar ? 'find_me_something_similar' : 'car_enquiry',
    car: context.car,
    site: similar ? withFindMeSomethingSimilar(context.site) : context.site,
    ...(context.url ? { url: context.url } : {}),
    ...(context.userAgent ? { user_agent: context.userAgent } : {}),
  });
  return { ok: true, payload: { ...payload, site: context.site.slug } };
}
