import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './StarRating.tsx';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.7, reviewCount: 128 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4 full stars and a partial one, 4.7 to one decimal (site-wide §9). */
export const Partial: Story = {};

/** 5.0: still 4 full stars plus the fifth as the (full-width) partial one. */
export const Top: Story = { args: { rating: 5, reviewCount: 12 } };

export const Low: Story = { args: { rating: 3.2 } };

export const FromAverageRatingString: Story = { args: { rating: '4.25', reviewCount: undefined } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <StarRating rating={5} reviewCount={12} />
      <StarRating rating={4.7} reviewCount={128} />
      <StarRating rating={4} size="lg" />
      <StarRating rating={3.2} size="sm" />
      <StarRating rating={0.5} showValue={false} />
    </div>
  ),
};
