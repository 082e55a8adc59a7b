import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardCheck } from './CardCheck.tsx';

const meta = {
  title: 'UI/CardCheck',
  component: CardCheck,
  args: {
    heading: 'Confirm your payment',
    text: 'Your card issuer asks you to confirm the $200 deposit.',
    confirmLabel: 'Confirm payment',
    cancelLabel: 'Cancel payment',
    fields: { intent: 'challenge', reservation: '00000000-0000-4000-8000-000000000000' },
  },
} satisfies Meta<typeof CardCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Confirming: Story = { args: { submitting: 'yes' } };
export const Cancelling: Story = { args: { submitting: 'no' } };
