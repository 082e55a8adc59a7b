import { STRIPE_COPY, type StripePaymentElement } from '../stripe-payment-element.ts';

/**
 * The fieldset the Payment Element mounts into, with its loading line while Stripe.js loads.
 */
export function StripeElementMount({
  element,
  publishableKey,
  className,
}: {
  element: Pick<StripePaymentElement, 'mountRef' | 'state'>;
  publishableKey: string;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{STRIPE_COPY.legend}</legend>
      <div
        ref={element.mountRef}
        id="fc-stripe-element"
        data-publishable-key={publishableKey}
        aria-busy={element.state === 'loading'}
      >
        {element.state === 'loading' ? <p>{STRIPE_COPY.loading}</p> : null}
      </div>
    </fieldset>
  );
}
