import { z } from '@forecourt/validation';
import { FIELD_MESSAGES } from './messages.ts';

/** National significant numbers: 2, 3, 7, 8 landline area codes, 4 and 5 mobile ranges. */
const NATIONAL_NUMBER = /^[2-578]\d{8}$/;

/**
 * Reads an Australian mobile or landline number the lenient way and returns it in national
 * form (`0412345678`), or null when it is not one (site-wide §3 "phone (Mobile Number)").
 * Spaces, dashes, dots and brackets are ignored; `+61`, `0061`, `61` and `+61 (0)` prefixes become `0`.
 * A landline needs its area code (10 digits in all); 13/1300/1800 business numbers are refused.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, '');
  let national: string;
  if (compact.startsWith('+61')) national = compact.slice(3);
  else if (compact.startsWith('0061')) national = compact.slice(4);
  else if (compact.startsWith('61') && compact.length >= 11) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `0${national}` : null;
}

/** A required Australian phone schema with its own required message (site-wide §3). */
export function makePhoneSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((value) => value === '' || normalisePhone(value) !== null, {
      error: FIELD_MESSAGES.phoneInvalid,
    })
    .overwrite((value) => normalisePhone(value) ?? value);
}

/**
 * The Mobile Number field: required, an Australian mobile or landline, output in national form
 * (site-wide §3 "phone (Mobile Number)"). See {@link normalisePhone} for what is accepted.
 */
export const phoneSchema = makePhoneSchema(FIELD_MESSAGES.phoneRequired);
