import { Button, ErrorBanner } from '@forecourt/ui-kit';
import { useEffect, useRef, useState } from 'react';
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

export const STRIPE_COPY = {
  legend: 'Card',
  loading: 'Loading the secure card form…',
  failed: 'The card form could not load. Please reload the page or call the dealer.',
  notConfigured: 'Card payments are not set up on this site yet. Please call the dealer.',
} as const;

type StripeLike = {
  elements(options: Record<string, unknown>): {
    create(type: 'payment'): { mount(el: HTMLElement): void; destroy(): void };
    submit(): Promise<{ error?: { message?: string } }>;
  };
  createPaymentMethod(options: { elements: unknown }): Promise<{
    paymentMethod?: { id: string };
    error?: { message?: string };
  }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
};

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
  const mountRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pmRef = useRef<HTMLInputElement>(null);
  const stripeRef = useRef<{ stripe: StripeLike; elements: ReturnType<StripeLike['elements']> }>(
    null,
  );
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmit();

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let element: { destroy(): void } | null = null;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then(async (loaded) => {
        const stripe = loaded as unknown as StripeLike | null;
        if (cancelled || !stripe) {
          if (!stripe) setState('failed');
          return;
        }
        if (challenge) {
          const answer = await stripe.handleNextAction({ clientSecret: challenge.clientSecret });
          const form = new FormData();
          form.set('intent', 'challenge');
          form.set('reservation', challenge.reservationId);
          form.set('approved', answer.error ? 'no' : 'yes');
          submit(form, { method: 'post' });
          return;
        }
        const elements = stripe.elements({
          mode: 'payment',
          amount: depositCents,
          currency: 'aud',
          paymentMethodCreation: 'manual',
        });
        const payment = elements.create('payment');
        if (mountRef.current) payment.mount(mountRef.current);
        element = payment;
        stripeRef.current = { stripe, elements };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, depositCents, challenge, submit]);

  if (!publishableKey) return <p role="note">{STRIPE_COPY.notConfigured}</p>;
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ready = stripeRef.current;
    if (!ready || !formRef.current || !pmRef.current) return;
    setError(null);
    const checked = await ready.elements.submit();
    if (checked.error) return setError(checked.error.message ?? STRIPE_COPY.failed);
    const created = await ready.stripe.createPaymentMethod({ elements: ready.elements });
    if (created.error || !created.paymentMethod) {
      return setError(created.error?.message ?? STRIPE_COPY.failed);
    }
    pmRef.current.value = created.paymentMethod.id;
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
      <fieldset className="fc-checkout-fieldset">
        <legend>{STRIPE_COPY.legend}</legend>
        <div
          ref={mountRef}
          id="fc-stripe-element"
          data-publishable-key={publishableKey}
          aria-busy={state === 'loading'}
        >
          {state === 'loading' ? <p>{STRIPE_COPY.loading}</p> : null}
        </div>
      </fieldset>
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
