import {
  challengeAnswer,
  STRIPE_COPY,
  StripeElementMount,
  useStripePaymentElement,
} from '@forecourt/site-shell/stripe';
import { Button, ErrorBanner } from '@forecourt/ui-kit';
import { useMemo, useRef, useState } from 'react';
import { useSubmit } from 'react-router';
import { RESERVE_COPY } from '../reserve-copy.ts';

export interface StripeCardFormProps {
  /** The site's Stripe publishable key (`pk_…`, from `/api/checkout/config`); never a secret. */
  publishableKey: string | null;
  /** `$200`: shown on the button. */
  deposit: string;
  /** The deposit in cents, for the Payment Element's amount. */
  depositCents: number;
  /** This attempt's Idempotency-Key: a double-click charges once. */
  idempotencyKey: string;
  /**
   * A reservation waiting for the bank's check: its PaymentIntent client secret. The form
   * confirms it in the browser (`handleNextAction`) and then tells the server.
   */
  challenge?: { reservationId: string; clientSecret: string } | null;
  serverError?: string | null;
  submitting?: boolean;
  /** Fields before the card (the reserve page's contact fields; the journey already has them). */
  children?: React.ReactNode;
}

export { STRIPE_COPY };

/**
 * The deposit's card form when the site's payment provider is Stripe: the
 * Payment Element mounts into `#fc-stripe-element`, loading `@stripe/stripe-js` lazily (only on
 * this step, only in the browser) with the publishable key. Paying creates a PaymentMethod in the
 * browser and posts its id; the server confirms the PaymentIntent with it, and when the bank asks
 * for a check the browser confirms that with the PaymentIntent's client secret. No secret key
 * ever reaches the page.
 */
export function StripeCardForm({
  publishableKey,
  deposit,
  depositCents,
  idempotencyKey,
  challenge = null,
  serverError = null,
  submitting = false,
  children,
}: StripeCardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const pmRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmit();
  const reservationId = challenge?.reservationId ?? null;
  const clientSecret = challenge?.clientSecret ?? null;
  const bankCheck = useMemo(
    () =>
      reservationId && clientSecret
        ? {
            clientSecret,
            onAnswer: (approved: boolean) =>
              submit(challengeAnswer({ reservation: reservationId }, approved), { method: 'post' }),
          }
        : null,
    [reservationId, clientSecret, submit],
  );
  const element = useStripePaymentElement({
    publishableKey,
    amountCents: depositCents,
    challenge: bankCheck,
  });
  const { state } = element;

  if (!publishableKey) return <p role="note">{STRIPE_COPY.notConfigured}</p>;
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formRef.current || !pmRef.current || state !== 'ready') return;
    setError(null);
    const created = await element.createPaymentMethod();
    if ('error' in created) return setError(created.error);
    pmRef.current.value = created.id;
    submit(formRef.current, { method: 'post' });
  };
  const banner = [serverError, error, state === 'failed' ? STRIPE_COPY.failed : null].filter(
    (message): message is string => Boolean(message),
  );
  return (
    <form
      ref={formRef}
      method="post"
      className="fc-checkout-form"
      aria-label={RESERVE_COPY.heading}
      onSubmit={onSubmit}
      data-testid="stripe-card-form"
    >
      {banner.length > 0 ? <ErrorBanner errors={banner} /> : null}
      <input type="hidden" name="intent" value="reserve-stripe" />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      <input ref={pmRef} type="hidden" name="payment_method_id" defaultValue="" />
      {children}
      <StripeElementMount
        element={element}
        publishableKey={publishableKey}
        className="fc-checkout-fieldset"
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        loading={submitting}
        disabled={state !== 'ready'}
        fullWidth
      >
        {RESERVE_COPY.button(deposit)}
      </Button>
    </form>
  );
}
