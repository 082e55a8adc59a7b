import { z } from '@forecourt/validation';
import { looseNumber } from './loose-number.ts';
import { FIELD_MESSAGES } from './messages.ts';
import { postcodeSchema } from './postcode.ts';
import { reserveContactSchema } from './reserve-form.ts';
import {
  conditionAnswersSchema,
  tradeInRegoStepSchema,
  tradeInVehicleStepSchema,
} from './trade-in.ts';

/**
 * Buy online (`/checkout-journey?car_id={id}`, vehicle-stock §2, site-wide §2):
 * the journey's steps in order. Each step is one form; the page and
 * `PUT /api/orders/draft/{step}` validate it with the same schema below.
 */
export const BUY_ONLINE_STEPS = [
  'contact',
  'trade_in',
  'payment',
  'delivery',
  'summary',
  'deposit',
] as const;

/** One step of {@link BUY_ONLINE_STEPS}. */
export type BuyOnlineStep = (typeof BUY_ONLINE_STEPS)[number];

/** The journey's own messages (wording is ours: the spec names the steps, not their texts). */
export const BUY_ONLINE_MESSAGES = {
  tradeInChoice: 'Choose whether you have a car to trade in.',
  paymentChoice: 'Choose finance or cash.',
  deliveryChoice: 'Choose delivery or pick-up.',
} as const;

/** Step 1: who is buying (the reserve form's contact fields). */
export const buyOnlineContactSchema = reserveContactSchema;

/**
 * Step 2: the trade-in, optional (site-wide §3 valuation): skip, or the car's rego, details, kms
 * and condition answers, which the server values with its `TradeInValuer`.
 */
export function buyOnlineTradeInSchema(now: Date = new Date()) {
  return z.discriminatedUnion(
    'trade_in',
    [
      z.object({ trade_in: z.literal('skip') }),
      z.object({
        trade_in: z.literal('value'),
        ...tradeInRegoStepSchema.shape,
        ...tradeInVehicleStepSchema(now).shape,
        kms: looseNumber({
          required: FIELD_MESSAGES.kmsRequired,
          invalid: FIELD_MESSAGES.kmsInvalid,
          int: true,
          min: 0,
        }),
        adjustmentAnswers: conditionAnswersSchema,
      }),
    ],
    { error: BUY_ONLINE_MESSAGES.tradeInChoice },
  );
}

/** Step 3: finance (an estimate and a finance application lead) or cash. */
export const buyOnlinePaymentSchema = z.object({
  payment: z.enum(['finance', 'cash'], { error: BUY_ONLINE_MESSAGES.paymentChoice }),
});

/** Step 4: delivery to a postcode (the vehicle page's delivery quote) or pick-up at the car's location. */
export const buyOnlineDeliverySchema = z.discriminatedUnion(
  'delivery',
  [
    z.object({ delivery: z.literal('pickup') }),
    z.object({ delivery: z.literal('delivery'), postcode: postcodeSchema }),
  ],
  { error: BUY_ONLINE_MESSAGES.deliveryChoice },
);

/** The steps a shopper fills in, each with its schema (summary and deposit have their own forms). */
export function buyOnlineStepSchema(
  step: 'contact' | 'trade_in' | 'payment' | 'delivery',
  now?: Date,
) {
  switch (step) {
    case 'contact':
      return buyOnlineContactSchema;
    case 'trade_in':
      return buyOnlineTradeInSchema(now);
    case 'payment':
      return buyOnlinePaymentSchema;
    case 'delivery':
      return buyOnlineDeliverySchema;
  }
}
