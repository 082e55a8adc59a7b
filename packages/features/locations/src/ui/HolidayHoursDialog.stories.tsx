import type { Meta, StoryObj } from '@storybook/react-vite';
import '../locations.css';
import { HolidayHoursDialog } from './HolidayHoursDialog.tsx';
import { HOLIDAY_ROWS } from './story-fixtures.ts';

const meta = {
  title: 'Features/Locations/HolidayHoursDialog',
  component: HolidayHoursDialog,
  args: { rows: HOLIDAY_ROWS },
} satisfies Meta<typeof HolidayHoursDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const NamedLocation: Story = { args: { locationName: 'Sunshine Moorooka' } };
/** No upcoming holiday hours: the dialog renders nothing (the note is the story's own). */
export const Empty: Story = {
  args: { rows: [] },
  render: (args) => (
    <>
      <p>No upcoming holiday hours: no Holiday hours button.</p>
      <HolidayHoursDialog {...args} />
    </>
  ),
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <HolidayHoursDialog rows={HOLIDAY_ROWS} />
      <HolidayHoursDialog rows={HOLIDAY_ROWS} locationName="Sunshine Moorooka" />
      <HolidayHoursDialog rows={[]} />
    </div>
  ),
};
