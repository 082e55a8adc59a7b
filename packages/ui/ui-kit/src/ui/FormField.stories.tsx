import { boundsHelpText, calculatorBounds } from '@forecourt/finance-math';
import { formatCurrency } from '@forecourt/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField.tsx';

const { amount } = calculatorBounds();
const help = boundsHelpText(amount, formatCurrency);

const meta = {
  title: 'UI/FormField',
  component: FormField,
  args: {
    label: 'Loan amount',
    help,
    children: ({ labelId: _labelId, ...control }) => (
      <input
        {...control}
        className="fc-text-field fc-text-field__input"
        inputMode="numeric"
        defaultValue="30000"
      />
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Help such as `Cannot be less than $1,000 or more than $100,000` (site-wide §9). */
export const WithHelp: Story = {};

/** The error is read first, then the help; the control is `aria-invalid`. */
export const WithError: Story = {
  args: { error: `${help}.`, required: true },
};

export const HiddenLabel: Story = { args: { hideLabel: true, help: undefined } };

/** Any control: here a native select. */
export const NativeSelect: Story = {
  args: {
    label: 'Rego state',
    help: undefined,
    children: ({ labelId: _labelId, ...control }) => (
      <select {...control} className="fc-select__trigger">
        <option>QLD</option>
        <option>NSW</option>
        <option>VIC</option>
      </select>
    ),
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <FormField label="Loan amount" help={help}>
        {({ labelId: _labelId, ...control }) => (
          <input {...control} className="fc-text-field fc-text-field__input" defaultValue="30000" />
        )}
      </FormField>
      <FormField
        label="Deposit"
        help={help}
        error="Please enter a deposit below the price."
        required
      >
        {({ labelId: _labelId, ...control }) => (
          <input
            {...control}
            className="fc-text-field fc-text-field__input"
            defaultValue="900000"
          />
        )}
      </FormField>
    </div>
  ),
};
