import { z } from '@forecourt/validation';
import { emailSchema, lastNameSchema, nameSchema } from './contact-fields.ts';
import { phoneSchema } from './phone.ts';

/** Texts of the reserve form's card fields. */
export const RESERVE_FORM_MESSAGES = {
  cardNameRequired: 'Enter the name on the card.',
  cardNumberInvalid: 'Enter a valid card number.',
  cardExpiryInvalid: 'Enter the expiry as MM/YY.',
  cardCvcInvalid: 'Enter the 3 or 4 digit security code.',
} as const;

/** Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A card number as typed (spaces and dashes allowed), output as 13 to 19 digits. */
export const cardNumberSchema = z
  .string({ error: RESERVE_FORM_MESSAGES.cardNumberInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{13,19}$/, { error: RESERVE_FORM_MESSAGES.cardNumberInvalid })
      .refine(passesLuhn, { error: RESERVE_FORM_MESSAGES.cardNumberInvalid }),
  );

/** The test-card fields the embedded test payment provider takes (never a real card). */
export const testCardSchema = z.object({
  card_name: z
    .string({ error: RESERVE_FORM_MESSAGES.cardNameRequired })
    .trim()
    .min(1, { error: RESERVE_FORM_MESSAGES.cardNameRequired })
    .max(100, { error: RESERVE_FORM_MESSAGES.cardNameRequired }),
  card_number: cardNumberSchema,
  // Digits alone (`1228`, a phone's numeric keypad has no slash) are read as MM/YY.
  card_expiry: z
    .string({ error: RESERVE_FORM_MESSAGES.cardExpiryInvalid })
    .trim()
    .transform((value) =>
      /^\d{4}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2)}` : value,
    )
    .pipe(
      z.string().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, {
        error: RESERVE_FORM_MESSAGES.cardExpiryInvalid,
      }),
    ),
  card_cvc: z
    .string({ error: RESERVE_FORM_MESSAGES.cardCvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, { error: RESERVE_FORM_MESSAGES.cardCvcInvalid }),
});

/** The shopper's contact fields on the reserve form (site-wide §3 lead form fields). */
export const reserveContactSchema = z.object({
  name: nameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
});

/**
 * The reserve form with the embedded test provider (vehicle-stock §2, §9): contact fields and a
 * test card. The page validates with it and `POST /api/checkout/reservations` validates the same
 * fields with it again.
 */
export const reserveFormSchema = reserveContactSchema.extend(testCardSchema.shape);

/** The reserve form as typed. */
export type ReserveFormInput = z.input<typeof reserveFormSchema>;
/** The reserve form after trimming and normalising. */
export type ReserveForm = z.output<typeof reserveFormSchema>;
