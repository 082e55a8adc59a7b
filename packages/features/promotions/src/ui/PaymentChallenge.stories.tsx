import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentChallenge } from './PaymentChallenge.tsx';

const meta = {
  title: 'Features/Promotions/PaymentChallenge',
  component: PaymentChallenge,
  args: { paymentId: 'story-payment', amount: '$250.50' },
} satisfies Meta<typeof PaymentChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Confirming: Story = { args: { submitting: 'yes' } };
export const Cancelling: Story = { args: { submitting: 'no' } };
