import { z } from '@forecourt/validation';
import { emailSchema } from './contact-fields.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { normalisePhone } from './phone.ts';

/**
 * The sign-in texts the form and the API both show (site-wide §2 `/sign-in`, §8): the API's
 * `AUTH_MESSAGES` quote these, so a message reads the same before and after hydration.
 */
export const SIGN_IN_MESSAGES = {
  destinationRequired: 'Please enter your mobile number or email address.',
  destinationInvalid: 'Please enter an Australian mobile number or an email address.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Please enter an Australian mobile number, like 0412 345 678.',
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  codeFormat: 'Please enter the 6-digit code we sent you.',
} as const;

/** An Australian mobile (04 or 05) in national form, `0412345678`, or null. */
export function australianMobile(input: string): string | null {
  const national = normalisePhone(input);
  return national && /^0[45]\d{8}$/.test(national) ? national : null;
}

/** Where a sign-in code goes: the API's `request-code` / `verify-code` body fields. */
export type SignInDestinationBody = { phone: string } | { email: string };

/**
 * The one "Mobile number or email" field read into the API's body: text with an `@` is an email,
 * anything else a mobile number; null when it is neither (or not a mobile when `mobileOnly`).
 */
export function signInDestinationBody(
  text: string,
  options: { mobileOnly?: boolean } = {},
): SignInDestinationBody | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) {
    if (options.mobileOnly) return null;
    const email = emailSchema.safeParse(trimmed);
    return email.success ? { email: email.data.toLowerCase() } : null;
  }
  const phone = australianMobile(trimmed);
  return phone ? { phone } : null;
}

/**
 * The first step of `/sign-in` (site-wide §2): one field, a mobile number or an email address.
 * `mobileOnly` is the watchlist's form: the server watchlist needs a mobile number
 * (vehicle-stock §6 "Signed-in user with a phone number").
 */
export function signInDestinationFormSchema(options: { mobileOnly?: boolean } = {}) {
  const required = options.mobileOnly
    ? SIGN_IN_MESSAGES.mobileRequired
    : SIGN_IN_MESSAGES.destinationRequired;
  return z.object({
    destination: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .refine((value) => signInDestinationBody(value, options) !== null, {
        error: (issue) =>
          options.mobileOnly
            ? SIGN_IN_MESSAGES.mobileInvalid
            : String(issue.input).includes('@')
              ? SIGN_IN_MESSAGES.emailInvalid
              : SIGN_IN_MESSAGES.destinationInvalid,
      }),
  });
}

/** The second step of `/sign-in`: the 6-digit code (spaces ignored). */
export const signInCodeFormSchema = z.object({
  code: z
    .string({ error: SIGN_IN_MESSAGES.codeFormat })
    .overwrite((value) => value.replace(/\s/g, ''))
    .regex(/^\d{6}$/, { error: SIGN_IN_MESSAGES.codeFormat }),
});
