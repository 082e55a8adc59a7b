import type { Meta, StoryObj } from '@storybook/react-vite';
import '../vdp.css';
import { StickyHeader } from './StickyHeader.tsx';

const meta = {
  title: 'Features/VDP/StickyHeader',
  component: StickyHeader,
  args: {
    title: '2021 Toyota Corolla Ascent Sport',
    image: 'images/car-1.svg',
    facts: ['Automatic', 'Hatch'],
    price: { amount: 24_990, text: '$24,990', priceType: 'Drive Away', wasAmount: null },
    weekly: '$98',
    financeHref: '#finance',
    tradeInHref: null,
    state: 'shown',
  },
} satisfies Meta<typeof StickyHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 500 px of scroll (vehicle-stock §2, §9). */
export const Shown: Story = {};
/** Past 900 px: the opened style (site-wide §4, §9). */
export const Opened: Story = { args: { state: 'opened' } };
/** With the trade-in flow linked. */
export const WithTradeIn: Story = { args: { tradeInHref: '/cars/trade-in?car_id=7' } };
/** No finance for this car: no weekly figure, no Get Finance. */
export const WithoutFinance: Story = { args: { weekly: null, financeHref: null } };
/** Pre-order: the no-price text. */
export const NoPrice: Story = {
  args: { price: { amount: null, text: 'PREORDER', priceType: null, wasAmount: null } },
};
/** At the top of the page: hidden (and inert). */
export const Hidden: Story = { args: { state: 'hidden' } };
/** On a phone, shown and opened. */
export const Mobile: Story = {
  args: { state: 'opened' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
