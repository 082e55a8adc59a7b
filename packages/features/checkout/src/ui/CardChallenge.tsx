import { Button } from '@forecourt/ui-kit';
import { useEffect, useRef } from 'react';
import { RESERVE_COPY } from '../reserve-copy.ts';

export interface CardChallengeProps {
  reservationId: string;
  deposit: string;
  /** Which answer is being sent, to show its spinner. */
  submitting?: 'yes' | 'no' | null;
}

/**
 * The card check (the test provider's 3-D-Secure-like challenge): the shopper confirms or cancels
 * the deposit. A plain POST form with two submit buttons; the heading takes focus on arrival.
 */
export function CardChallenge({ reservationId, deposit, submitting = null }: CardChallengeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="fc-checkout-challenge" aria-labelledby="reserve-challenge-heading">
      <h2 id="reserve-challenge-heading" ref={headingRef} tabIndex={-1}>
        {RESERVE_COPY.challengeHeading}
      </h2>
      <p>{RESERVE_COPY.challengeText(deposit)}</p>
      <form method="post" className="fc-checkout-challenge-actions">
        <input type="hidden" name="intent" value="challenge" />
        <input type="hidden" name="reservation" value={reservationId} />
        <Button
          type="submit"
          name="approved"
          value="yes"
          variant="primary"
          loading={submitting === 'yes'}
          disabled={submitting !== null}
        >
          {RESERVE_COPY.challengeConfirm}
        </Button>
        <Button
          type="submit"
          name="approved"
          value="no"
          variant="secondary"
          loading={submitting === 'no'}
          disabled={submitting !== null}
        >
          {RESERVE_COPY.challengeCancel}
        </Button>
      </form>
    </section>
  );
}
