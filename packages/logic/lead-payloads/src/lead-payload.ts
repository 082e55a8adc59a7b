import { collectAdditionalServices } from './additional-services.ts';
import { type CarFormSite, carFormDefaults, type FormCar } from './car-form-defaults.ts';
import { toCareersEnquiry } from './careers.ts';
import {
  buildLeadAttributes,
  type LeadAttributes,
  type QueryParamsInput,
} from './lead-attributes.ts';
import { LEAD_CATEGORIES, LEAD_SOURCE, LEAD_SUBCATEGORIES, type LeadKind } from './lead-kinds.ts';

/** Form-only keys never sent: the terms tick box (site-wide §5). */
export const FORM_ONLY_KEYS = ['terms_agreed'] as const;

/** Everything around the form that goes into the payload; all read by the caller and injected. */
export interface LeadPayloadContext {
  /** Which lead this form sends; sets category (and subcategory) unless the form chose one. */
  kind?: LeadKind;
  /** The site: slug, find-me-something-similar switch, plugins. */
  site?: CarFormSite & { slug?: string };
  /** The car of a vehicle-page form; adds the car form defaults and car_dealership_id. */
  car?: FormCar & { dealership_id?: number | null };
  /** The page address. */
  url?: string;
  /** The browser's user agent. */
  user_agent?: string;
  /** Pages visited this session, in order. */
  visitedPages?: readonly unknown[];
  /** The query parameters the visit arrived with. */
  queryParams?: QueryParamsInput;
}

/** A payload ready for `leadSchema` and `POST /api/leads`. */
export interface LeadPayloadDraft {
  [key: string]: unknown;
  source: string;
  opt_in: boolean;
  lead_attributes: LeadAttributes;
  additional_services?: string[];
}

function kindDefaults(kind: LeadKind | undefined): Record<string, string> {
  if (kind === undefined) return {};
  const subcategory = (LEAD_SUBCATEGORIES as Partial<Record<LeadKind, string>>)[kind];
  return { category: LEAD_CATEGORIES[kind], ...(subcategory ? { subcategory } : {}) };
}

/** Unset fields: undefined, or the empty text of an untouched input or hidden select. */
function withoutUnset(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * Turns validated form values into the lead payload (vehicle-stock §3 Lead payload, site-wide §3
 * Enquiry payload, §5). Later wins: the kind's category, the car form defaults, the form values,
 * then the careers switch (category General Enquiry, subcategory Career Enquiry) and the context.
 * Checkbox `_check` options become additional_services, `_radio` helpers and `terms_agreed` are
 * dropped, empty and undefined fields are left out (so an untouched select does not wipe a
 * default), source is `Website` unless given, opt_in is false unless given (consent is never assumed), and url, user_agent,
 * site, car_dealership_id and lead_attributes come from the context.
 */
export function buildLeadPayload(
  formValues: Readonly<Record<string, unknown>>,
  context: LeadPayloadContext = {},
): LeadPayloadDraft {
  const { rest, additional_services } = collectAdditionalServices(formValues);
  for (const key of FORM_ONLY_KEYS) delete rest[key];
  const { car, site } = context;
  const merged: Record<string, unknown> = {
    ...kindDefaults(context.kind),
    ...(car ? carFormDefaults(car, site) : {}),
    ...withoutUnset(rest),
  };
  const values = context.kind === 'careers' ? toCareersEnquiry(merged) : merged;
  return {
    ...values,
    ...(additional_services.length > 0 ? { additional_services } : {}),
    source: typeof values.source === 'string' && values.source !== '' ? values.source : LEAD_SOURCE,
    opt_in: typeof values.opt_in === 'boolean' ? values.opt_in : false,
    ...withoutUnset({
      site: site?.slug,
      url: context.url,
      user_agent: context.user_agent,
      car_dealership_id: car?.dealership_id ?? undefined,
    }),
    lead_attributes: buildLeadAttributes({
      visitedPages: context.visitedPages,
      queryParams: context.queryParams,
    }),
  };
}
