import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpinWheel } from './SpinWheel.tsx';

const prizes = [
  { id: 'fuel-card', label: '$50 fuel card' },
  { id: 'detail', label: 'Free interior detail' },
  { id: 'tint', label: 'Free window tint' },
  { id: 'service', label: '$250 off your next service' },
];

const meta = {
  title: 'Features/Promotions/SpinWheel',
  component: SpinWheel,
  args: { prizes, wonPrizeId: null, announcement: '' },
} satisfies Meta<typeof SpinWheel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheSpin: Story = {};
export const Won: Story = {
  args: { wonPrizeId: 'tint', announcement: 'You won: Free window tint.' },
};
export const TwoPrizes: Story = { args: { prizes: prizes.slice(0, 2) } };
