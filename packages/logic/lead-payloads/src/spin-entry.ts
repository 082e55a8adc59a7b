import { z } from '@forecourt/validation';
import { nameSchema } from './contact-fields.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { makePhoneSchema } from './phone.ts';

/** Texts of the spin-to-win entry form. */
export const SPIN_ENTRY_MESSAGES = {
  contactRequired: 'Please enter your email address or mobile number.',
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Who spins when the site does not gate spin-to-win (site-wide §2 sign-in gating): a first name
 * and an email address or a mobile number (at least one), which also identify the one spin each
 * person gets per promotion.
 */
export const spinEntrySchema = z
  .object({
    name: nameSchema,
    email: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }))
        .optional(),
    ),
    phone: z.preprocess(blankToUndefined, makePhoneSchema(FIELD_MESSAGES.phoneRequired).optional()),
  })
  .superRefine((entry, ctx) => {
    if (entry.email === undefined && entry.phone === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: SPIN_ENTRY_MESSAGES.contactRequired,
      });
    }
  });

/** The spin entry as typed. */
export type SpinEntryInput = z.input<typeof spinEntrySchema>;
/** The spin entry after trimming and phone normalisation. */
export type SpinEntry = z.output<typeof spinEntrySchema>;
