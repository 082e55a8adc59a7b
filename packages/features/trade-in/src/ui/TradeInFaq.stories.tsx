import type { Meta, StoryObj } from '@storybook/react-vite';
import { TRADE_IN_FAQ } from '../faq.ts';
import '../trade-in.css';
import { TradeInFaq } from './TradeInFaq.tsx';

const meta = {
  title: 'Features/Trade-in/TradeInFaq',
  component: TradeInFaq,
  args: { items: TRADE_IN_FAQ },
} satisfies Meta<typeof TradeInFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Empty: Story = { args: { items: [] } };
