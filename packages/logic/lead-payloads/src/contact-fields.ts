import { z } from '@forecourt/validation';
import { FIELD_MESSAGES } from './messages.ts';
import { phoneSchema } from './phone.ts';
import { postcodeSchema } from './postcode.ts';

const NAME_MAX_LENGTH = 100;

function personName(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.nameTooLong });
}

/** First Name: required, up to 100 characters, trimmed (site-wide §3 "name (First Name)"). */
export const nameSchema = personName(FIELD_MESSAGES.nameRequired);

/** Last name: required, up to 100 characters, trimmed (site-wide §3 "last_name"). */
export const lastNameSchema = personName(FIELD_MESSAGES.lastNameRequired);

/** Email: required, trimmed, a valid address (site-wide §3 User, lead form fields). */
export const emailSchema = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.emailRequired })
  .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }));

/** The ways a shopper may ask to be contacted (site-wide §3). */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;

/** One of {@link PREFERRED_CONTACT_METHODS}. */
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];

/** PreferredContactMethod: Phone, Email or SMS; Phone when not given (site-wide §3). */
export const preferredContactMethodSchema = z
  .enum(PREFERRED_CONTACT_METHODS, { error: FIELD_MESSAGES.preferredContactMethod })
  .default('Phone');

/**
 * The core contact fields every shopper lead carries (site-wide §3 User and lead form fields,
 * §5 "core contact fields"): name, last_name, email, phone, postcode, all required.
 */
export const contactFieldsSchema = z.object({
  name: nameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  postcode: postcodeSchema,
});

/** The core contact fields as the shopper types them. */
export type ContactFieldsInput = z.input<typeof contactFieldsSchema>;

/** The core contact fields after trimming and phone normalisation. */
export type ContactFields = z.output<typeof contactFieldsSchema>;
