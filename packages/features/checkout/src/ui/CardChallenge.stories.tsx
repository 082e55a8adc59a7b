import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardChallenge } from './CardChallenge.tsx';

const meta = {
  title: 'Features/Checkout/CardChallenge',
  component: CardChallenge,
  args: { reservationId: '00000000-0000-4000-8000-000000000000', deposit: '$200' },
} satisfies Meta<typeof CardChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Confirming: Story = { args: { submitting: 'yes' } };
export const Cancelling: Story = { args: { submitting: 'no' } };
