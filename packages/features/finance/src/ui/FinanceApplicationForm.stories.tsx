import type { Meta, StoryObj } from '@storybook/react-vite';
import { FinanceApplicationForm } from './FinanceApplicationForm.tsx';

const DEALERSHIPS = [
  { value: 'metro-toyota', label: 'Metro Toyota' },
  { value: 'metro-kia', label: 'Metro Kia' },
];
const PREFILL = {
  preferredDealership: 'metro-kia',
  vehiclePriceBudget: '24990',
  car_id: '42',
  car_type: 'used',
  vin: 'JTMBFREV10D123456',
};

const meta = {
  title: 'Features/Finance/FinanceApplicationForm',
  component: FinanceApplicationForm,
  args: { dealerships: [] },
} satisfies Meta<typeof FinanceApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Opened from a car's finance application link on a multi-dealership site. */
export const PrefilledFromCar: Story = { args: { values: PREFILL, dealerships: DEALERSHIPS } };
export const FieldErrors: Story = {
  args: {
    values: { name: 'Jo', email: 'jo@' },
    dealerships: DEALERSHIPS,
    fieldErrors: {
      preferredDealership: 'Please select a preferred dealership.',
      email: 'Please enter a valid email address, like name@example.com.',
    },
  },
};
export const ServerError: Story = {
  args: { formError: 'An error occurred when submitting this form' },
};
export const Submitting: Story = { args: { values: PREFILL, submitting: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FinanceApplicationForm {...args} />
      <FinanceApplicationForm {...args} values={PREFILL} dealerships={DEALERSHIPS} />
      <FinanceApplicationForm
        {...args}
        fieldErrors={{ email: 'Please enter a valid email address, like name@example.com.' }}
      />
      <FinanceApplicationForm {...args} formError="An error occurred when submitting this form" />
      <FinanceApplicationForm {...args} submitting />
    </div>
  ),
};
