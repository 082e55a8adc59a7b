import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnlinePaymentForm } from './OnlinePaymentForm.tsx';

const filled = {
  purpose: 'service',
  reference: 'INV-1042',
  amount: '250.50',
  card_name: 'Alice Nguyen',
  card_number: '4242 4242 4242 4242',
  card_expiry: '12/39',
  card_cvc: '123',
};

const meta = {
  title: 'Features/Promotions/OnlinePaymentForm',
  component: OnlinePaymentForm,
  args: {
    dealerships: [{ id: 1, name: 'Sunshine Used Cars' }],
    maxAmountCents: 1_000_000,
    maxAmountText: '$10,000.00',
    idempotencyKey: 'story-key',
    onValid: () => {},
  },
} satisfies Meta<typeof OnlinePaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValues: filled } };
export const ChooseDealership: Story = {
  args: {
    dealerships: [
      { id: 2, name: 'Metro Mazda' },
      { id: 3, name: 'Metro Hyundai' },
      { id: 4, name: 'Metro Kia' },
    ],
    defaultValues: { ...filled, dealership_id: '3' },
  },
};
export const Submitting: Story = { args: { defaultValues: filled, submitting: true } };
export const Declined: Story = {
  args: {
    defaultValues: { ...filled, card_number: '', card_cvc: '' },
    serverError: 'Your payment did not go through: Your card was declined.',
  },
};
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: { ...filled, amount: '12000' },
    serverFields: {
      amount: 'The most you can pay online is $10,000.00. Please call us to pay a larger amount.',
      reference: 'Please enter your invoice or stock number.',
    },
  },
};
