import type { Meta, StoryObj } from '@storybook/react-vite';
import { FuelCalculator } from './FuelCalculator.tsx';

const meta = {
  title: 'Features/VDP/FuelCalculator',
  component: FuelCalculator,
  args: { economy: 7.4 },
} satisfies Meta<typeof FuelCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: 1.70 $/L and 250 km a week (vehicle-stock §9). */
export const Defaults: Story = {};
/** No economy on the variant: 10 L/100 km (vehicle-stock §5). */
export const DefaultEconomy: Story = { args: { economy: 10 } };
/** Free text with `$`, commas and `kms` (vehicle-stock §5). */
export const FreeText: Story = { args: { initialPrice: '$1.95', initialKm: '1,200 kms' } };
export const Unreadable: Story = { args: { initialPrice: 'cheap', initialKm: 'lots' } };
