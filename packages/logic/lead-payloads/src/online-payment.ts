import { z } from '@forecourt/validation';
import { testCardSchema } from './reserve-form.ts';

/** What a shopper pays for on /online-payment (site-wide §2 routes). */
export const ONLINE_PAYMENT_PURPOSES = {
  deposit: 'Vehicle deposit',
  service: 'Service invoice',
  balance: 'Balance of purchase',
  parts: 'Parts and accessories',
  other: 'Other',
} as const;

/** One of {@link ONLINE_PAYMENT_PURPOSES}' keys. */
export type OnlinePaymentPurpose = keyof typeof ONLINE_PAYMENT_PURPOSES;

/** Texts of the online payment form. */
export const ONLINE_PAYMENT_MESSAGES = {
  purposeRequired: 'Please choose what you are paying for.',
  referenceRequired: 'Please enter your invoice or stock number.',
  referenceInvalid: 'Please enter up to 30 letters, numbers, spaces, dashes or slashes.',
  amountInvalid: 'Please enter an amount in dollars, like 250 or 1250.50.',
  amountPositive: 'Please enter an amount above $0.',
  amountTooLarge: (max: string) =>
    `The most you can pay online is ${max}. Please call us to pay a larger amount.`,
  dealershipRequired: 'Please choose the dealership you are paying.',
} as const;

/** `$1,234.50` → 123450 cents; `null` when it is not dollars with at most two decimals. */
export function dollarsToCents(typed: string): number | null {
  const cleaned = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as `$1,234.50` (whole dollars keep their cents: the receipt shows `.00`). */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-AU');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The payment details (site-wide §2 /online-payment): what for, the reference (invoice or stock
 * number), the amount (positive, at most two decimals, at most the site's maximum) and, on a
 * site with more than one dealership, which one. The page's form and
 * `POST /api/online-payments` validate with it. `amount` comes out as whole cents.
 */
export function onlinePaymentDetailsSchema(options: {
  maxAmountCents: number;
  dealershipIds: readonly number[];
}) {
  const chooseDealership = options.dealershipIds.length > 1;
  return z.object({
    purpose: z.enum(Object.keys(ONLINE_PAYMENT_PURPOSES) as [OnlinePaymentPurpose], {
      error: ONLINE_PAYMENT_MESSAGES.purposeRequired,
    }),
    reference: z
      .string({ error: ONLINE_PAYMENT_MESSAGES.referenceRequired })
      .trim()
      .min(1, { error: ONLINE_PAYMENT_MESSAGES.referenceRequired })
      .max(30, { error: ONLINE_PAYMENT_MESSAGES.referenceInvalid })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { error: ONLINE_PAYMENT_MESSAGES.referenceInvalid }),
    amount: z
      .union([z.string(), z.number()], { error: ONLINE_PAYMENT_MESSAGES.amountInvalid })
      .transform((value, ctx) => {
        const cents = dollarsToCents(String(value));
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: ONLINE_PAYMENT_MESSAGES.amountInvalid });
          return z.NEVER;
        }
        if (cents <= 0) {
          ctx.addIssue({ code: 'custom', message: ONLINE_PAYMENT_MESSAGES.amountPositive });
          return z.NEVER;
        }
        if (cents > options.maxAmountCents) {
          ctx.addIssue({
            code: 'custom',
            message: ONLINE_PAYMENT_MESSAGES.amountTooLarge(formatCents(options.maxAmountCents)),
          });
          return z.NEVER;
        }
        return cents;
      }),
    dealership_id: chooseDealership
      ? z.coerce
          .number({ error: ONLINE_PAYMENT_MESSAGES.dealershipRequired })
          .int({ error: ONLINE_PAYMENT_MESSAGES.dealershipRequired })
          .refine((id) => options.dealershipIds.includes(id), {
            error: ONLINE_PAYMENT_MESSAGES.dealershipRequired,
          })
      : z
          .unknown()
          .optional()
          .transform(() => options.dealershipIds[0] ?? null),
  });
}

/** The whole /online-payment form with the embedded test provider: details and a test card. */
export function onlinePaymentFormSchema(options: {
  maxAmountCents: number;
  dealershipIds: readonly number[];
}) {
  return onlinePaymentDetailsSchema(options).extend(testCardSchema.shape);
}

/** The online payment form as typed. */
export type OnlinePaymentFormInput = z.input<ReturnType<typeof onlinePaymentFormSchema>>;
