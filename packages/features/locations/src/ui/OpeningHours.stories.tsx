import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { OpeningHours } from './OpeningHours.tsx';
import { LATE_THURSDAY_ROWS, WEEK_ROWS } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/OpeningHours',
  component: OpeningHours,
  args: { rows: WEEK_ROWS, label: 'Sales opening hours' },
} satisfies Meta<typeof OpeningHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mon–Fri identical: one row (site-wide §4). */
export const WeekdaysGrouped: Story = {};
/** A late Thursday: each weekday listed; weekend By appointment only (site-wide §4). */
export const WeekdaysApart: Story = { args: { rows: LATE_THURSDAY_ROWS } };
export const NoHours: Story = { args: { rows: [] } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OpeningHours rows={WEEK_ROWS} label="Grouped" />
      <OpeningHours rows={LATE_THURSDAY_ROWS} label="Apart" />
      <OpeningHours rows={[]} />
    </div>
  ),
};
