import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatBanner } from './StatBanner.tsx';

/** The group template's stats banner (site-wide §1). */
const GROUP_STATS = [
  { value: '50+', label: 'Locations' },
  { value: '40+', label: 'Brands' },
  { value: '30+', label: 'Years Established' },
];

const meta = {
  title: 'UI/StatBanner',
  component: StatBanner,
  args: { items: GROUP_STATS },
} satisfies Meta<typeof StatBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const OnSurface: Story = { args: { tone: 'surface' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <StatBanner items={GROUP_STATS} />
      <StatBanner items={GROUP_STATS} tone="surface" label="Our group in numbers" />
    </div>
  ),
};
