import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gauge } from './Gauge.tsx';

const meta = {
  title: 'UI/Gauge',
  component: Gauge,
  args: {
    value: 0.72,
    label: 'Price compared with the market',
    valueText: 'Great Deal',
    caption: '$2,300 below market',
    band: 'high',
  },
} satisfies Meta<typeof Gauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills over 2.5 s (vehicle-stock §9); fill above 0.6 is the high band (vehicle-stock §5). */
export const GreatDeal: Story = {};

export const GoodDeal: Story = {
  args: { value: 0.45, valueText: 'Good Deal', band: 'medium', caption: undefined },
};

export const Low: Story = {
  args: { value: 0.2, valueText: undefined, band: 'low', caption: undefined },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <Gauge value={0.2} band="low" label="Low fill" />
      <Gauge value={0.45} band="medium" label="Medium fill" valueText="Good Deal" />
      <Gauge
        value={0.72}
        band="high"
        label="High fill"
        valueText="Great Deal"
        caption="$2,300 below market"
      />
    </div>
  ),
};
