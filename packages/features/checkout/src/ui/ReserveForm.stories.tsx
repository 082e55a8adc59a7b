import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReserveForm } from './ReserveForm.tsx';

const filled = {
  name: 'Alice',
  last_name: 'Nguyen',
  email: 'alice@example.com',
  phone: '0412 345 678',
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};

const meta = {
  title: 'Features/Checkout/ReserveForm',
  component: ReserveForm,
  args: { deposit: '$200', idempotencyKey: 'story-key', onValid: () => {} },
} satisfies Meta<typeof ReserveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValues: filled } };
export const Submitting: Story = { args: { defaultValues: filled, submitting: true } };
export const Declined: Story = {
  args: {
    defaultValues: { ...filled, card_number: '', card_cvc: '' },
    serverError: 'Your payment did not go through: Your card was declined.',
  },
};
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: { ...filled, card_number: '', card_cvc: '' },
    serverError: 'Please fix the following errors:',
    serverFields: {
      'payment.card_number': 'Enter a valid card number.',
      'payment.card_cvc': 'Enter the 3 or 4 digit security code.',
    },
  },
};
export const OtherDeposit: Story = { args: { deposit: '$500' } };
