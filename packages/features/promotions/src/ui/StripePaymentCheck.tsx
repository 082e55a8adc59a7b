import {
  challengeAnswer,
  STRIPE_COPY,
  useStripePaymentElement,
} from '@forecourt/site-shell/stripe';
import { useMemo } from 'react';
import { useSubmit } from 'react-router';
import { PAYMENT_COPY } from '../copy.ts';

export interface StripePaymentCheckProps {
  paymentId: string;
  /** The PaymentIntent's client secret: Stripe.js runs the bank's check with it. */
  clientSecret: string;
  publishableKey: string | null;
}

/**
 * The bank's check (3-D Secure) of an online payment taken by Stripe: Stripe.js shows the bank's
 * own screen, and its answer is posted as the card check's answer, so the server reads the
 * PaymentIntent's outcome from Stripe and the page shows the receipt or the decline.
 */
export function StripePaymentCheck({
  paymentId,
  clientSecret,
  publishableKey,
}: StripePaymentCheckProps) {
  const submit = useSubmit();
  const challenge = useMemo(
    () => ({
      clientSecret,
      onAnswer: (approved: boolean) =>
        submit(challengeAnswer({ payment: paymentId }, approved), { method: 'post' }),
    }),
    [clientSecret, paymentId, submit],
  );
  const { state } = useStripePaymentElement({ publishableKey, amountCents: 0, challenge });
  return (
    <section className="fc-pay-challenge" aria-labelledby="pay-challenge-heading" aria-busy="true">
      <h2 id="pay-challenge-heading">{PAYMENT_COPY.challengeHeading}</h2>
      <p role="status">{state === 'failed' ? STRIPE_COPY.failed : STRIPE_COPY.loading}</p>
    </section>
  );
}
