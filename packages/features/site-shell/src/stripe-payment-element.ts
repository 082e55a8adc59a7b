import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Stripe's Payment Element for every page that takes a card through Stripe (the reserve deposit,
 * buy online, online payments): one way to load Stripe.js, mount the element and make a
 * PaymentMethod. Stripe.js loads lazily (only on a payment step, only in the browser) with the
 * site's publishable key; the secret key never reaches a page. The Payment Element shows the
 * methods Stripe offers the shopper's device, wallets included (Apple Pay, Google Pay), so the
 * page never claims a method itself.
 */
export const STRIPE_COPY = {
  legend: 'Card',
  loading: 'Loading the secure card form…',
  failed: 'The card form could not load. Please reload the page or call the dealer.',
  notConfigured: 'Card payments are not set up on this site yet. Please call the dealer.',
} as const;

type StripeError = { error?: { message?: string } };
type StripeElements = {
  create(
    type: 'payment',
    options?: Record<string, unknown>,
  ): { mount(el: HTMLElement): void; destroy(): void };
  update(options: Record<string, unknown>): void;
  submit(): Promise<StripeError>;
};
/** The part of Stripe.js this module uses (its types stay inside `@stripe/stripe-js`). */
type StripeLike = {
  elements(options: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: {
    elements: unknown;
  }): Promise<StripeError & { paymentMethod?: { id: string } }>;
  handleNextAction(options: { clientSecret: string }): Promise<StripeError>;
};

export type StripeElementState = 'loading' | 'ready' | 'failed';

export interface StripePaymentElementOptions {
  /** The site's Stripe publishable key (`pk_…`); null when the site has none. */
  publishableKey: string | null;
  /** What the element shows it will charge, in cents (updated as the amount changes). */
  amountCents: number;
  /**
   * A payment waiting for the bank's check (3-D Secure): its PaymentIntent client secret. The
   * element is not mounted; Stripe runs the check and `onAnswer` is told whether it passed.
   */
  challenge?: { clientSecret: string; onAnswer: (approved: boolean) => void } | null;
}

export interface StripePaymentElement {
  /** Where the Payment Element mounts: a `div` the page renders. */
  mountRef: React.RefObject<HTMLDivElement | null>;
  state: StripeElementState;
  /**
   * Checks the element's fields and makes a PaymentMethod: its id (`pm_…`) for the server, or
   * Stripe's message for the shopper.
   */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
}

/**
 * The card check's answer as the page posts it (`intent=challenge`, `approved=yes|no`, and the
 * fields naming what is checked, e.g. `{ reservation: id }`), for a route action to read.
 */
export function challengeAnswer(fields: Record<string, string>, approved: boolean): FormData {
  const form = new FormData();
  form.set('intent', 'challenge');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('approved', approved ? 'yes' : 'no');
  return form;
}

/** The smallest amount the element accepts before the shopper has typed one (50 cents). */
const MIN_AMOUNT_CENTS = 50;

export function useStripePaymentElement({
  publishableKey,
  amountCents,
  challenge = null,
}: StripePaymentElementOptions): StripePaymentElement {
  const mountRef = useRef<HTMLDivElement>(null);
  const ready = useRef<{ stripe: StripeLike; elements: StripeElements } | null>(null);
  const [state, setState] = useState<StripeElementState>('loading');
  const amount = Math.max(MIN_AMOUNT_CENTS, Math.round(amountCents) || 0);
  const firstAmount = useRef(amount);
  const clientSecret = challenge?.clientSecret ?? null;
  const onAnswer = useRef(challenge?.onAnswer);
  onAnswer.current = challenge?.onAnswer;

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let element: { destroy(): void } | null = null;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then(async (loaded) => {
        const stripe = loaded as unknown as StripeLike | null;
        if (cancelled) return;
        if (!stripe) return setState('failed');
        if (clientSecret) {
          const answer = await stripe.handleNextAction({ clientSecret });
          if (!cancelled) onAnswer.current?.(!answer.error);
          return;
        }
        const elements = stripe.elements({
          mode: 'payment',
          amount: firstAmount.current,
          currency: 'aud',
          paymentMethodCreation: 'manual',
        });
        // Wallets where Stripe offers them on the shopper's device.
        const payment = elements.create('payment', {
          wallets: { applePay: 'auto', googlePay: 'auto' },
        });
        if (mountRef.current) payment.mount(mountRef.current);
        element = payment;
        ready.current = { stripe, elements };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      element?.destroy();
      ready.current = null;
    };
  }, [publishableKey, clientSecret]);

  useEffect(() => {
    if (state === 'ready') ready.current?.elements.update({ amount });
  }, [amount, state]);

  const createPaymentMethod = useCallback(async () => {
    const current = ready.current;
    if (!current) return { error: STRIPE_COPY.failed };
    const checked = await current.elements.submit();
    if (checked.error) return { error: checked.error.message ?? STRIPE_COPY.failed };
    const created = await current.stripe.createPaymentMethod({ elements: current.elements });
    if (created.error || !created.paymentMethod) {
      return { error: created.error?.message ?? STRIPE_COPY.failed };
    }
    return { id: created.paymentMethod.id };
  }, []);

  return { mountRef, state, createPaymentMethod };
}
