import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutLinks } from './CheckoutLinks.tsx';

const meta = {
  title: 'Features/VDP/CheckoutLinks',
  component: CheckoutLinks,
  args: {
    actions: {
      reserve: { label: 'Reserve for $200', href: '/cars/story-car/checkout' },
      buyOnline: { label: 'Buy Online', href: '/checkout-journey?car_id=1' },
      tradeIn: { label: 'Trade-In Valuation', href: '/cars/trade-in?car_id=1' },
      historyReport: { label: 'View History Report', href: '/media/history/story-car.pdf' },
    },
  },
} satisfies Meta<typeof CheckoutLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRulesPass: Story = {};
export const TradeInOnly: Story = {
  args: {
    actions: {
      reserve: null,
      buyOnline: null,
      tradeIn: { label: 'Trade-In Valuation', href: '/cars/trade-in?car_id=1' },
      historyReport: null,
    },
  },
};
export const HistoryReportOnly: Story = {
  args: {
    actions: {
      reserve: null,
      buyOnline: null,
      tradeIn: null,
      historyReport: { label: 'View History Report', href: '/media/history/story-car.pdf' },
    },
  },
};
