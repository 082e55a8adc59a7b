import type { Meta, StoryObj } from '@storybook/react-vite';
import { priceQuickPicks } from '../price-quick-picks.ts';
import { HomeFinders } from './HomeFinders.tsx';

const settings = {
  finance: { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 },
  searchPath: '/search',
  vehicles: 'cars',
  priceRange: { min: 8_990, max: 64_990 },
};
const quickPicks = priceQuickPicks([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]);

const meta = {
  title: 'Features/Finance/HomeFinders',
  component: HomeFinders,
  args: { finders: { budget: { bodies: ['SUV', 'Ute', 'Sedan', 'Hatch'], settings }, quickPicks } },
} satisfies Meta<typeof HomeFinders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both: the budget finder (hydrated on first use) and the price quick-picks. */
export const Both: Story = {};
/** The site turns the budget finder off: the quick-picks alone. */
export const QuickPicksOnly: Story = { args: { finders: { budget: null, quickPicks } } };
/** No stock range (search down): the budget is capped at 100,000, no pickers. */
export const NoStock: Story = {
  args: {
    finders: { budget: { bodies: [], settings: { ...settings, priceRange: null } }, quickPicks },
  },
};
