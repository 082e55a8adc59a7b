import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceComparison } from './PriceComparison.tsx';

const GREAT = {
  label: 'Great Deal',
  fill: 'high' as const,
  fillValue: 0.78,
  listingPrice: 21_990,
  marketRangeMin: 20_500,
  marketRangeMax: 24_800,
  confidence: 0.9,
};

const meta = {
  title: 'Features/VDP/PriceComparison',
  component: PriceComparison,
  args: { comparison: GREAT, status: 'ready' },
} satisfies Meta<typeof PriceComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GreatDeal: Story = {};
export const GoodDeal: Story = {
  args: { comparison: { ...GREAT, label: 'Good Deal', fill: 'medium', fillValue: 0.45 } },
};
export const LowFill: Story = {
  args: { comparison: { ...GREAT, label: 'Good Deal', fill: 'low', fillValue: 0.15 } },
};
export const ServerDescription: Story = {
  args: { comparison: { ...GREAT, label: 'Priced below most similar cars' } },
};
export const Loading: Story = { args: { comparison: null, status: 'loading' } };
export const Hidden: Story = { args: { comparison: null, status: 'ready' } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PriceComparison {...args} status="loading" comparison={null} />
      <PriceComparison {...args} />
      <PriceComparison
        {...args}
        comparison={{ ...GREAT, label: 'Good Deal', fill: 'medium', fillValue: 0.45 }}
      />
      <PriceComparison
        {...args}
        comparison={{ ...GREAT, label: 'Good Deal', fill: 'low', fillValue: 0.15 }}
      />
    </div>
  ),
};
