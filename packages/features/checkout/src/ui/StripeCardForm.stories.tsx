import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRoutesStub } from 'react-router';
import { StripeCardForm } from './StripeCardForm.tsx';

// Without a publishable key the form says card payments are not set up (Stripe.js never loads
// in Storybook: it would fetch js.stripe.com).
const meta = {
  title: 'Features/Checkout/StripeCardForm',
  component: StripeCardForm,
  args: { publishableKey: null, deposit: '$200', depositCents: 20_000, idempotencyKey: 'story' },
  // The form posts through React Router (useSubmit): a one-route data router around it.
  decorators: [
    (Story) => {
      const Stub = createRoutesStub([{ path: '/', Component: () => <Story /> }]);
      return <Stub initialEntries={['/']} />;
    },
  ],
} satisfies Meta<typeof StripeCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfigured: Story = {};
