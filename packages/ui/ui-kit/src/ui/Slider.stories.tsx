import { boundsHelpText, calculatorBounds } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './Slider.tsx';

const { amount, term, interest } = calculatorBounds();

const meta = {
  title: 'UI/Slider',
  component: Slider,
  args: {
    label: 'Loan amount',
    min: amount.min,
    max: amount.max,
    step: amount.step,
    defaultValue: amount.default,
    formatValue: formatCurrency,
    help: boundsHelpText(amount, formatCurrency),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bounds and help text from `@forecourt/finance-math` (vehicle-stock §9, site-wide §9). */
export const LoanAmount: Story = {};

export const LoanTerm: Story = {
  args: {
    label: 'Loan term',
    min: term.min,
    max: term.max,
    step: term.step,
    defaultValue: term.default,
    formatValue: (years) => `${years} years`,
    help: boundsHelpText(term),
  },
};

export const InterestRate: Story = {
  args: {
    label: 'Interest rate',
    min: interest.min,
    max: interest.max,
    step: interest.step,
    defaultValue: interest.default,
    formatValue: (rate) => `${rate}% p.a.`,
    help: undefined,
  },
};

export const WithError: Story = { args: { error: 'Please choose an amount of at least $5,000.' } };

export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <Slider
        label="Loan amount"
        min={amount.min}
        max={amount.max}
        step={amount.step}
        defaultValue={amount.default}
        formatValue={formatCurrency}
        help={boundsHelpText(amount, formatCurrency)}
      />
      <Slider
        label="Loan term"
        min={term.min}
        max={term.max}
        step={term.step}
        defaultValue={term.default}
        formatValue={(years) => `${years} years`}
      />
      <Slider
        label="Deposit"
        min={0}
        max={50_000}
        step={500}
        defaultValue={2000}
        formatValue={formatCurrency}
        error="Please enter a deposit below the price."
      />
      <Slider label="Interest rate" min={0.5} max={15} step={0.5} defaultValue={8.5} disabled />
    </div>
  ),
};
