import { Button } from '@forecourt/ui-kit';
import { useEffect, useRef } from 'react';
import { PAYMENT_COPY } from '../copy.ts';

export interface PaymentChallengeProps {
  paymentId: string;
  /** `$250.50` */
  amount: string;
  /** Which answer is being sent, to show its spinner. */
  submitting?: 'yes' | 'no' | null;
}

/**
 * The card check (the test provider's 3-D-Secure-like challenge) for an online payment: confirm
 * or cancel. A plain POST form with two submit buttons; the heading takes focus on arrival.
 */
export function PaymentChallenge({ paymentId, amount, submitting = null }: PaymentChallengeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="fc-pay-challenge" aria-labelledby="pay-challenge-heading">
      <h2 id="pay-challenge-heading" ref={headingRef} tabIndex={-1}>
        {PAYMENT_COPY.challengeHeading}
      </h2>
      <p>{PAYMENT_COPY.challengeText(amount)}</p>
      <form method="post" className="fc-pay-actions">
        <input type="hidden" name="intent" value="challenge" />
        <input type="hidden" name="payment" value={paymentId} />
        <Button
          type="submit"
          name="approved"
          value="yes"
          variant="primary"
          loading={submitting === 'yes'}
          disabled={submitting !== null}
        >
          {PAYMENT_COPY.challengeConfirm}
        </Button>
        <Button
          type="submit"
          name="approved"
          value="no"
          variant="secondary"
          loading={submitting === 'no'}
          disabled={submitting !== null}
        >
          {PAYMENT_COPY.challengeCancel}
        </Button>
      </form>
    </section>
  );
}
