import type { Meta, StoryObj } from '@storybook/react-vite';
import { JourneyStepForm } from './JourneyStepForm.tsx';

const meta = {
  title: 'Features/Checkout/JourneyStepForm',
  component: JourneyStepForm,
  args: { step: 'contact', onValid: () => {} },
} satisfies Meta<typeof JourneyStepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contact: Story = {};
export const ContactFilled: Story = {
  args: {
    defaultValues: {
      name: 'Alice',
      last_name: 'Nguyen',
      email: 'alice@example.com',
      phone: '0412 345 678',
    },
  },
};
export const TradeIn: Story = { args: { step: 'trade_in' } };
export const Payment: Story = { args: { step: 'payment', defaultValues: { payment: 'finance' } } };
export const Delivery: Story = {
  args: { step: 'delivery', defaultValues: { delivery: 'delivery', postcode: '4350' } },
};
export const ServerErrors: Story = {
  args: {
    step: 'delivery',
    defaultValues: { delivery: 'delivery', postcode: '6000' },
    serverFields: { postcode: 'Sorry, we do not deliver to that postcode.' },
  },
};
export const Submitting: Story = { args: { submitting: true } };
