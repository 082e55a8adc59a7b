import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentReceipt } from './PaymentReceipt.tsx';

const meta = {
  title: 'Features/Promotions/PaymentReceipt',
  component: PaymentReceipt,
  args: {
    dealer: 'Sunshine Used Cars',
    amount: '$250.50',
    purpose: 'Service invoice',
    reference: 'INV-1042',
    date: '25 November 2026, 9:15 am',
    paymentId: 'testpay_3f9a1c2b7d4e5f60718293a4',
    anotherHref: '/online-payment',
  },
} satisfies Meta<typeof PaymentReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Deposit: Story = {
  args: {
    dealer: 'Metro Kia',
    amount: '$1,000.00',
    purpose: 'Vehicle deposit',
    reference: 'STK12345',
  },
};
