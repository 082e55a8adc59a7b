import type { Meta, StoryObj } from '@storybook/react-vite';
import { FuelCalculator } from './FuelCalculator.tsx';
import { ToolSection } from './ToolSection.tsx';
import { VehicleTools } from './VehicleTools.tsx';

const meta = {
  title: 'Features/VDP/ToolSection',
  component: ToolSection,
  args: {
    heading: 'Fuel Calculator',
    summary: 'Work out your weekly fuel cost',
    children: <FuelCalculator economy={7.4} />,
  },
} satisfies Meta<typeof ToolSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the server renders it: a heading and a collapsed section. */
export const Collapsed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
/** Both calculators as the vehicle page places them; each loads its code when opened. */
export const BothCalculators: Story = {
  render: () => <VehicleTools carId={1} fuelEconomy={7.4} delivery />,
};
/** An electric car: no fuel calculator (vehicle-stock §5). */
export const ElectricCar: Story = {
  render: () => <VehicleTools carId={1} fuelEconomy={null} delivery />,
};
