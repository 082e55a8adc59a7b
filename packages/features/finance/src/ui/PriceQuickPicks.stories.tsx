import type { Meta, StoryObj } from '@storybook/react-vite';
import { priceQuickPicks } from '../price-quick-picks.ts';
import { PriceQuickPicks } from './PriceQuickPicks.tsx';

const meta = {
  title: 'Features/Finance/PriceQuickPicks',
  component: PriceQuickPicks,
  args: { picks: priceQuickPicks([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]) },
} satisfies Meta<typeof PriceQuickPicks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform default: $5,000 up to $70,000 (site-wide §9). */
export const Defaults: Story = {};
/** One site's list: $300,000 to $800,000 (site-wide §9). */
export const Prestige: Story = { args: { picks: priceQuickPicks([300_000, 500_000, 800_000]) } };
/** No picks configured: nothing renders. */
export const Empty: Story = { args: { picks: [] } };
