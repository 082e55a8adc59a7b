import { CardCheck } from '@forecourt/ui-kit';
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
 * or cancel (ui-kit's CardCheck with the payment's id and wording).
 */
export function PaymentChallenge({ paymentId, amount, submitting = null }: PaymentChallengeProps) {
  return (
    <CardCheck
      className="fc-pay-challenge"
      headingId="pay-challenge-heading"
      heading={PAYMENT_COPY.challengeHeading}
      text={PAYMENT_COPY.challengeText(amount)}
      confirmLabel={PAYMENT_COPY.challengeConfirm}
      cancelLabel={PAYMENT_COPY.challengeCancel}
      fields={{ intent: 'challenge', payment: paymentId }}
      submitting={submitting}
    />
  );
}
