import { formatCurrency } from '@forecourt/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RangeSlider } from './RangeSlider.tsx';

const meta = {
  title: 'UI/RangeSlider',
  component: RangeSlider,
  args: {
    label: 'Price',
    min: 5000,
    max: 250_000,
    step: 500,
    defaultValue: [15_000, 60_000],
    formatValue: formatCurrency,
  },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handles step by 500; the minimum stays below the maximum by at least 1 (site-wide §5). */
export const PriceRange: Story = {};

export const FullRange: Story = { args: { defaultValue: undefined } };

/** Handles one step apart: neither can move onto the other. */
export const Narrowest: Story = { args: { defaultValue: [20_000, 20_500] } };

export const Kilometres: Story = {
  args: {
    label: 'Kilometres',
    min: 0,
    max: 200_000,
    step: 5000,
    defaultValue: [0, 100_000],
    formatValue: (km) => `${km.toLocaleString('en-AU')} km`,
    translations: { minimum: 'From', maximum: 'To' },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <RangeSlider
        label="Price"
        min={5000}
        max={250_000}
        step={500}
        defaultValue={[15_000, 60_000]}
        formatValue={formatCurrency}
      />
      <RangeSlider
        label="Price, narrowest"
        min={5000}
        max={250_000}
        step={500}
        defaultValue={[20_000, 20_500]}
        formatValue={formatCurrency}
      />
      <RangeSlider
        label="Year"
        min={2000}
        max={2026}
        defaultValue={[2015, 2026]}
        help="Build year"
      />
      <RangeSlider label="Seats" min={2} max={8} defaultValue={[4, 7]} disabled />
    </div>
  ),
};
