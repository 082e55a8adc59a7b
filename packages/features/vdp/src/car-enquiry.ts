import type { ApiClient, Car, LeadSubmission } from '@forecourt/api-client';
import { isApiClientError } from '@forecourt/api-client';
import {
  type CarFormSite,
  type EnquiryFormSite,
  enquiryFormOptions,
  FORM_ERRORS_HEADING,
  LEAD_SUBMISSION_FAILED_MESSAGE,
} from '@forecourt/lead-payloads';
import { type EnquiryFormInput, enquiryInput, enquiryLead } from './enquiry-submission.ts';
import { enquiryCar } from './vehicle-detail.ts';

/** The site facts the vehicle page's forms read, from a public site config. */
export type VdpSite = CarFormSite &
  EnquiryFormSite & { slug: string; offers_subscription: boolean; texts: { no_price: string } };

/**
 * The vehicle page's view of the site config: its plugins switches (`{ autogauge: true }`) become
 * the plugin names `carFormDefaults` reads (`['Autogauge']`).
 */
export function vdpSite(site: {
  slug: string;
  offers_subscription: boolean;
  texts: { no_price: string };
  features: {
    find_me_something_similar: boolean;
    message_optional: boolean;
    terms_required: boolean;
  };
  dealerships: readonly unknown[];
  plugins: { autogauge: boolean };
}): VdpSite {
  return {
    slug: site.slug,
    offers_subscription: site.offers_subscription,
    texts: { no_price: site.texts.no_price },
    features: {
      find_me_something_similar: site.features.find_me_something_similar,
      message_optional: site.features.message_optional,
      terms_required: site.features.terms_required,
    },
    dealerships: site.dealerships,
    plugins: site.plugins.autogauge ? ['Autogauge'] : [],
  };
}

/** What the enquiry form shows again after a failed submit. */
export interface EnquiryFailure {
  values: EnquiryFormInput;
  fieldErrors: Record<string, string>;
  formError: string;
}

/** A submitted enquiry: accepted (go to /success) or the errors to show, with an HTTP status. */
export type EnquiryOutcome =
  | { ok: true; leadId: string }
  | { ok: false; status: number; failure: EnquiryFailure };

/**
 * The vehicle page's enquiry action (vehicle-stock §4, §7, §8): validates the posted form,
 * submits a `Car Enquiry` lead with the site, car_id and the contact fields through the API
 * client, and gives the lead id, or the field errors and the server's error ("An unexpected
 * error occured." when it sent none) to show in the form.
 */
export async function submitCarEnquiry(
  form: FormData,
  context: {
    api: Pick<ApiClient, 'submitLead'>;
    car: Car;
    site: VdpSite;
    url: string;
    userAgent?: string | null;
  },
): Promise<EnquiryOutcome> {
  const values = enquiryInput(form);
  const result = enquiryLead(values, {
    car: enquiryCar(context.car),
    site: context.site,
    url: context.url,
    ...(context.userAgent ? { userAgent: context.userAgent } : {}),
    options: enquiryFormOptions(context.site),
  });
  if (!result.ok) {
    return {
      ok: false,
      status: 400,
      failure: { values, fieldErrors: result.fields, formError: FORM_ERRORS_HEADING },
    };
  }
  return sendLead(context.api, result.payload, values);
}

/**
 * Posts a valid lead through the API client (the one submission path of the vehicle page's
 * forms) and gives its id, or the server's field messages and error ("An unexpected error
 * occured." when it sent none) beside what the shopper typed (vehicle-stock §7, §8).
 */
export async function sendLead<V>(
  api: Pick<ApiClient, 'submitLead'>,
  payload: Record<string, unknown>,
  values: V,
): Promise<
  | { ok: true; leadId: string }
  | {
      ok: false;
      status: number;
      failure: { values: V; fieldErrors: Record<string, string>; formError: string };
    }
> {
  try {
    // The draft is validated again by the API (leadSchema); its shape is a LeadSubmission.
    const receipt = await api.submitLead(payload as unknown as LeadSubmission);
    return { ok: true, leadId: receipt.lead_id };
  } catch (error) {
    if (!isApiClientError(error)) throw error;
    const status = error.status >= 400 && error.status < 600 ? error.status : 502;
    return {
      ok: false,
      status,
      failure: {
        values,
        fieldErrors: { ...error.fields },
        formError: error.message || LEAD_SUBMISSION_FAILED_MESSAGE,
      },
    };
  }
}
