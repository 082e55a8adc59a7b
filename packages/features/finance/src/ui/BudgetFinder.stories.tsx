import type { Meta, StoryObj } from '@storybook/react-vite';
import { BudgetFinder } from './BudgetFinder.tsx';

const settings = {
  finance: { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 },
  searchPath: '/search',
  vehicles: 'cars',
  priceRange: { min: 8_990, max: 64_990 },
};

const meta = {
  title: 'Features/Finance/BudgetFinder',
  component: BudgetFinder,
  args: { bodies: ['SUV', 'Ute', 'Sedan', 'Hatch'], settings },
} satisfies Meta<typeof BudgetFinder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site defaults: 200 weekly, 2000 deposit (site-wide §9). */
export const Defaults: Story = {};
export const MonthlySuv: Story = {
  args: { initialValues: { frequency: 'monthly', repayment: 600, body: 'SUV' } },
};
/** Below the cheapest car: disabled, 0 Utes Found (site-wide §4, §8). */
export const BudgetTooLow: Story = {
  args: { initialValues: { repayment: 10, deposit: 0, body: 'Ute' } },
};
/** No stock range (search down): capped at 100,000, no pickers. */
export const NoStock: Story = { args: { bodies: [], settings: { ...settings, priceRange: null } } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <BudgetFinder {...args} />
      <BudgetFinder
        {...args}
        initialValues={{ frequency: 'monthly', repayment: 600, body: 'SUV' }}
      />
      <BudgetFinder {...args} initialValues={{ repayment: 10, deposit: 0, body: 'Ute' }} />
      <BudgetFinder {...args} bodies={[]} settings={{ ...settings, priceRange: null }} />
    </div>
  ),
};
