import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceDisclaimer } from './FinanceDisclaimer.tsx';
import { longDisclaimer, shortDisclaimer } from './story-data.ts';

const meta = {
  title: 'Features/Finance/FinanceDisclaimer',
  component: FinanceDisclaimer,
  args: { disclaimer: longDisclaimer },
} satisfies Meta<typeof FinanceDisclaimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const FitsWhole: Story = { args: { disclaimer: shortDisclaimer } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceDisclaimer {...args} />
      <FinanceDisclaimer {...args} defaultExpanded />
      <FinanceDisclaimer {...args} disclaimer={shortDisclaimer} />
    </div>
  ),
};
