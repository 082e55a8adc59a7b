import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceSummary } from './FinanceSummary.tsx';
import { monthlySummary, noQuote, quote, weeklySummary } from './story-data.ts';

const meta = {
  title: 'Features/Finance/FinanceSummary',
  component: FinanceSummary,
  args: { summary: weeklySummary, href: '#finance' },
} satisfies Meta<typeof FinanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const WithQuote: Story = { args: { quote } };
export const NoQuote: Story = { args: { quote: noQuote } };
export const MonthlyOnlyLender: Story = { args: { summary: monthlySummary } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceSummary {...args} />
      <FinanceSummary {...args} quote={quote} />
      <FinanceSummary {...args} quote={noQuote} />
      <FinanceSummary {...args} summary={monthlySummary} />
    </div>
  ),
};
