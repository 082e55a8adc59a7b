import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceSummary } from './FinanceSummary.tsx';
import { commercialSummary, enquireSummary, weeklySummary } from './story-data.ts';

const meta = {
  title: 'Features/Finance/FinanceSummary',
  component: FinanceSummary,
  args: { summary: weeklySummary, href: '#finance' },
} satisfies Meta<typeof FinanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const Commercial: Story = { args: { summary: commercialSummary } };
export const EnquireForFinance: Story = { args: { summary: enquireSummary } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceSummary {...args} />
      <FinanceSummary {...args} summary={commercialSummary} />
      <FinanceSummary {...args} summary={enquireSummary} />
    </div>
  ),
};
