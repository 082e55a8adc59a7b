import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select.tsx';

const LOCATIONS = [
  { value: 'newstead', label: 'Newstead' },
  { value: 'springwood', label: 'Springwood' },
  { value: 'ipswich', label: 'Ipswich' },
  { value: 'caboolture', label: 'Caboolture (closed)', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Location', options: LOCATIONS, placeholder: 'Select a location' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Selected: Story = { args: { defaultValue: 'springwood' } };

/** Required and not chosen (site-wide §5 "The location select is required when shown"). */
export const WithError: Story = { args: { required: true, error: 'Please choose a location.' } };

export const Open: Story = { args: { defaultOpen: true, defaultValue: 'newstead' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ipswich' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select label="Location" options={LOCATIONS} placeholder="Select a location" />
      <Select
        label="Preferred dealership"
        options={LOCATIONS}
        defaultValue="springwood"
        help="Where you would like to be contacted from"
      />
      <Select
        label="Category"
        options={LOCATIONS}
        required
        error="Please choose a category."
        placeholder="Select a category"
      />
      <Select label="Disabled" options={LOCATIONS} disabled defaultValue="ipswich" />
    </div>
  ),
};
