import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceBlock } from './PriceBlock.tsx';

const meta = {
  title: 'Features/VDP/PriceBlock',
  component: PriceBlock,
  args: { price: { amount: 34_990, text: '$34,990', priceType: 'Drive Away', wasAmount: null } },
} satisfies Meta<typeof PriceBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {};
export const WasPrice: Story = {
  args: { price: { amount: 34_990, text: '$34,990', priceType: 'Drive Away', wasAmount: 37_990 } },
};
export const NoPrice: Story = {
  args: { price: { amount: null, text: 'Enquire for price', priceType: null, wasAmount: null } },
};
export const ComingSoon: Story = { args: { tag: 'COMING SOON' } };
export const BelowMarketPrice: Story = { args: { marketBadge: '$1,200 below market price' } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PriceBlock
        price={{ amount: 34_990, text: '$34,990', priceType: 'Drive Away', wasAmount: null }}
      />
      <PriceBlock
        price={{ amount: 34_990, text: '$34,990', priceType: 'Drive Away', wasAmount: 37_990 }}
      />
      <PriceBlock price={{ amount: null, text: 'PREORDER', priceType: null, wasAmount: null }} />
      <PriceBlock
        marketBadge="$1,200 below market price"
        price={{ amount: 34_990, text: '$34,990', priceType: 'Drive Away', wasAmount: null }}
      />
      <PriceBlock
        tag="COMING SOON"
        price={{ amount: 34_990, text: '$34,990', priceType: null, wasAmount: null }}
      />
    </div>
  ),
};
