import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceText } from './PriceText.tsx';

const meta = {
  title: 'UI/PriceText',
  component: PriceText,
  args: { amount: 34990 },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {};

export const DriveAway: Story = { args: { priceType: 'Drive Away', size: 'lg' } };

/** The was-price shows when before_price exceeds the price (vehicle-stock §4). */
export const WasPrice: Story = {
  args: { amount: 32990, wasAmount: 35990, priceType: 'Drive Away' },
};

/** No price: the site's no-price text (`Contact Us` by default). */
export const NoPrice: Story = { args: { amount: null } };

export const Preorder: Story = { args: { text: 'PREORDER' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <PriceText amount={34990} size="sm" />
      <PriceText amount={34990} />
      <PriceText amount={34990} priceType="Drive Away" size="lg" />
      <PriceText amount={32990} wasAmount={35990} priceType="Drive Away" />
      <PriceText amount={null} />
      <PriceText amount={null} translations={{ noPrice: 'Enquire for price' }} />
      <PriceText amount={0} text="PREORDER" />
    </div>
  ),
};
