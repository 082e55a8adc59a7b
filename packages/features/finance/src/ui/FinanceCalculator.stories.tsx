import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceCalculator } from './FinanceCalculator.tsx';
import { calculatorSettings, calculatorWithFees } from './story-data.ts';

const meta = {
  title: 'Features/Finance/FinanceCalculator',
  component: FinanceCalculator,
  args: { settings: calculatorSettings },
} satisfies Meta<typeof FinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const Monthly: Story = { args: { initialValues: { frequency: 'monthly' } } };
export const WithBalloonAndDeposit: Story = {
  args: { initialValues: { deposit: 5000, residual: 7500 } },
};
export const WithFees: Story = { args: { settings: calculatorWithFees } };
export const EnquireForFinance: Story = {
  args: {
    settings: calculatorSettings,
    initialValues: { amount: 1000, term: 7, interest: 0.5 },
  },
};
export const AmountOutOfRange: Story = { args: { initialValues: { amount: 500 } } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceCalculator {...args} />
      <FinanceCalculator {...args} initialValues={{ frequency: 'monthly' }} />
      <FinanceCalculator {...args} settings={calculatorWithFees} />
      <FinanceCalculator
        {...args}
        settings={calculatorSettings}
        initialValues={{ amount: 1000, term: 7, interest: 0.5 }}
      />
    </div>
  ),
};
