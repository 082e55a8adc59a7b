// `@forecourt/site-shell/stripe`: Stripe's Payment Element for the payment pages only, so
// no other page's bundle reaches Stripe.js.
export {
  challengeAnswer,
  STRIPE_COPY,
  type StripeElementState,
  type StripePaymentElement,
  type StripePaymentElementOptions,
  useStripePaymentElement,
} from './stripe-payment-element.ts';
export { StripeElementMount } from './ui/StripeElementMount.tsx';
