import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { HoursTabs } from './HoursTabs.tsx';
import { HOURS_TABS } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/HoursTabs',
  component: HoursTabs,
  args: { tabs: HOURS_TABS },
} satisfies Meta<typeof HoursTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SalesAndService: Story = {};
export const ServiceFirst: Story = { args: { defaultValue: 'service-and-parts' } };
/** One location type: no tabs. */
export const SingleType: Story = { args: { tabs: HOURS_TABS.slice(0, 1) } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <HoursTabs tabs={HOURS_TABS} />
      <HoursTabs tabs={HOURS_TABS.slice(0, 1)} />
    </div>
  ),
};
