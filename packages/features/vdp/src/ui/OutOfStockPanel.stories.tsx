import type { Meta, StoryObj } from '@storybook/react-vite';
import { OutOfStockPanel } from './OutOfStockPanel.tsx';

const meta = {
  title: 'Features/VDP/OutOfStockPanel',
  component: OutOfStockPanel,
} satisfies Meta<typeof OutOfStockPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sold: Story = {};
export const CustomWording: Story = {
  args: { translations: { prompt: 'Loved this one? We can find another.' } },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OutOfStockPanel />
      <OutOfStockPanel translations={{ prompt: 'Loved this one? We can find another.' }} />
    </div>
  ),
};
