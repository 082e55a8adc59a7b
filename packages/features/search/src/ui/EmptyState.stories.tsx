import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Search/EmptyState',
  component: EmptyState,
  args: { clearFiltersHref: '/search' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainSearch: Story = {};
export const SpecialOffers: Story = { args: { clearFiltersHref: '/special-offers' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <EmptyState clearFiltersHref="/search" />
      <EmptyState clearFiltersHref="/special-offers" headingLevel={3} />
    </div>
  ),
};
