import { CardCheck } from '@forecourt/ui-kit';
import { RESERVE_COPY } from '../reserve-copy.ts';

export interface CardChallengeProps {
  reservationId: string;
  deposit: string;
  /** Which answer is being sent, to show its spinner. */
  submitting?: 'yes' | 'no' | null;
}

/**
 * The card check (the test provider's 3-D-Secure-like challenge): the shopper confirms or cancels
 * the deposit (ui-kit's CardCheck with the reservation's id and wording).
 */
export function CardChallenge({ reservationId, deposit, submitting = null }: CardChallengeProps) {
  return (
    <CardCheck
      className="fc-checkout-challenge"
      headingId="reserve-challenge-heading"
      heading={RESERVE_COPY.challengeHeading}
      text={RESERVE_COPY.challengeText(deposit)}
      confirmLabel={RESERVE_COPY.challengeConfirm}
      cancelLabel={RESERVE_COPY.challengeCancel}
      fields={{ intent: 'challenge', reservation: reservationId }}
      submitting={submitting}
    />
  );
}
