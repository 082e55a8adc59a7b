import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { count: 3, label: 'saved cars' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const OverMaximum: Story = { args: { count: 120 } };

export const Danger: Story = { args: { tone: 'danger', count: 1, label: 'new message' } };

export const AllStates: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      Watchlist <Badge count={3} label="saved cars" />
      Compare <Badge count={2} label="cars to compare" tone="secondary" />
      Messages <Badge count={120} label="new messages" tone="danger" />
    </p>
  ),
};
