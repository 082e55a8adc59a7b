import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangle: Story = { args: { width: 320, height: 200 } };

export const Text: Story = { args: { shape: 'text', lines: 3, width: 320 } };

export const Circle: Story = { args: { shape: 'circle' } };

/** The price comparison widget while it loads (vehicle-stock §4): the region is busy. */
export const LoadingRegion: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Price comparison" style={{ maxWidth: 320 }}>
      <Skeleton shape="text" lines={2} />
      <Skeleton height={120} />
    </section>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Skeleton height={160} />
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="circle" />
    </div>
  ),
};
