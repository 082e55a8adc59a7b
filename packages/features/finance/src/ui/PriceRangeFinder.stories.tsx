import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceRangeFinder } from './PriceRangeFinder.tsx';

const meta = {
  title: 'Features/Finance/PriceRangeFinder',
  component: PriceRangeFinder,
} satisfies Meta<typeof PriceRangeFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole slider, $5,000 to $250,000 (site-wide §9). */
export const Defaults: Story = {};
export const Narrowed: Story = { args: { initialRange: [15_000, 40_000] } };
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PriceRangeFinder {...args} />
      <PriceRangeFinder {...args} initialRange={[15_000, 40_000]} />
    </div>
  ),
};
