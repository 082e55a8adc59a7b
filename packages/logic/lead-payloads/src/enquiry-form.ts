import { z } from '@forecourt/validation';
import { contactFieldsSchema, preferredContactMethodSchema } from './contact-fields.ts';
import { GENERAL_ENQUIRY_CATEGORIES } from './lead-kinds.ts';
import {
  BOOKING_PAIR_ISSUE,
  hasBookingPair,
  optInSchema,
  optionalMessageSchema,
  requiredMessageSchema,
  testDriveLeadSchema,
} from './lead-schema.ts';
import { FIELD_MESSAGES, TERMS_MESSAGE } from './messages.ts';
import { optionalRegoSchema } from './rego.ts';

/**
 * The site switches and form facts the enquiry form's rules depend on (site-wide §5).
 * `message_optional` and `terms_required` are the agreed site feature names.
 */
export interface EnquiryFormOptions {
  /** Comments are not required on this site. */
  message_optional?: boolean;
  /** The shopper must tick the terms agreement. */
  terms_required?: boolean;
  /** The category select is shown (general enquiry form). */
  showCategory?: boolean;
  /** The location select is shown. */
  showLocation?: boolean;
  /** How many dealerships the site has; above 1 the preferred dealership select is required. */
  dealershipCount?: number;
}

/** The parts of a resolved site config the enquiry form reads. */
export interface EnquiryFormSite {
  features?: { message_optional?: boolean; terms_required?: boolean };
  dealerships?: readonly unknown[];
}

/** Builds {@link EnquiryFormOptions} from a resolved site config and what this form shows. */
export function enquiryFormOptions(
  site: EnquiryFormSite,
  form: { showCategory?: boolean; showLocation?: boolean } = {},
): EnquiryFormOptions {
  return {
    message_optional: site.features?.message_optional ?? false,
    terms_required: site.features?.terms_required ?? false,
    showCategory: form.showCategory ?? false,
    showLocation: form.showLocation ?? false,
    dealershipCount: site.dealerships?.length ?? 0,
  };
}

function requiredSelect(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

function termsField(required: boolean | undefined) {
  return required ? z.literal(true, { error: TERMS_MESSAGE }) : z.boolean().optional();
}

/**
 * The enquiry form's values schema for react-hook-form and the server (site-wide §5):
 * core contact fields; comments required unless `message_optional`; the category select
 * required when shown; the location select required when shown; the preferred dealership
 * (`dealership_slug`) required when the site has more than one dealership; Rego optional;
 * opt_in optional, default false (consent is ticked by the shopper); `terms_agreed` must be ticked when `terms_required`.
 * Other keys (hidden car defaults, `_check` and `_radio` options) pass through untouched for
 * `buildLeadPayload`.
 *
 * The schema depends on five yes/no facts only, so each of the 32 combinations is built once
 * and reused: zod compiles a parser on a schema's first use (a few hundred µs), which the
 * server would otherwise pay on every lead.
 */
export function enquiryFormSchema(options: EnquiryFormOptions = {}) {
  const rules: EnquiryFormRules = {
    messageOptional: options.message_optional === true,
    termsRequired: options.terms_required === true,
    showCategory: options.showCategory === true,
    showLocation: options.showLocation === true,
    chooseDealership: (options.dealershipCount ?? 0) > 1,
  };
  const key = Object.values(rules).join();
  let schema = enquiryFormSchemas.get(key);
  if (!schema) {
    schema = buildEnquiryFormSchema(rules);
    enquiryFormSchemas.set(key, schema);
  }
  return schema;
}

/** What the enquiry form's rules depend on. */
interface EnquiryFormRules {
  messageOptional: boolean;
  termsRequired: boolean;
  showCategory: boolean;
  showLocation: boolean;
  chooseDealership: boolean;
}

function buildEnquiryFormSchema(rules: EnquiryFormRules) {
  return z.looseObject({
    ...contactFieldsSchema.shape,
    PreferredContactMethod: preferredContactMethodSchema,
    message: rules.messageOptional ? optionalMessageSchema : requiredMessageSchema,
    category: rules.showCategory
      ? z.enum(GENERAL_ENQUIRY_CATEGORIES, { error: FIELD_MESSAGES.categoryRequired })
      : z.string().optional(),
    location: rules.showLocation
      ? requiredSelect(FIELD_MESSAGES.locationRequired)
      : z.string().optional(),
    dealership_slug: rules.chooseDealership
      ? requiredSelect(FIELD_MESSAGES.preferredDealershipRequired)
      : z.string().optional(),
    Rego: optionalRegoSchema,
    opt_in: optInSchema,
    terms_agreed: termsField(rules.termsRequired),
  });
}

const enquiryFormSchemas = new Map<string, ReturnType<typeof buildEnquiryFormSchema>>();

/** The values an enquiry form submits, after validation. */
export type EnquiryFormValues = z.output<ReturnType<typeof enquiryFormSchema>>;

/** Switches for the test drive form (vehicle-stock §5). */
export interface TestDriveFormOptions {
  terms_required?: boolean;
  /** How many distribution locations the car's dealer has; above 0 the field is required. */
  distributionLocationCount?: number;
}

/**
 * The test drive form (vehicle-stock §5): core contact fields, optional message, optional date
 * and time booking (both or neither), a distribution location required when the dealer has
 * any, and the terms agreement when configured.
 */
export function testDriveFormSchema(options: TestDriveFormOptions = {}) {
  const { booking_date, booking_time } = testDriveLeadSchema.shape;
  return z
    .looseObject({
      ...contactFieldsSchema.shape,
      PreferredContactMethod: preferredContactMethodSchema,
      message: optionalMessageSchema,
      booking_date,
      booking_time,
      distribution_location:
        (options.distributionLocationCount ?? 0) > 0
          ? requiredSelect(FIELD_MESSAGES.distributionLocationRequired)
          : z.string().optional(),
      opt_in: optInSchema,
      terms_agreed: termsField(options.terms_required),
    })
    .refine(hasBookingPair, BOOKING_PAIR_ISSUE);
}

/**
 * The request photos form (vehicle-stock §5): core contact fields (shown without visible labels),
 * an optional message and the opt-in. The hidden preset request text is not the shopper's to
 * change: `buildLeadPayload` callers set `request_text` to `REQUEST_PHOTOS_TEXT`.
 */
export const requestPhotosFormSchema = z.looseObject({
  ...contactFieldsSchema.shape,
  PreferredContactMethod: preferredContactMethodSchema,
  message: optionalMessageSchema,
  opt_in: optInSchema,
});
