import { PREFERRED_CONTACT_METHODS } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup.tsx';

/** Phone, Email or SMS; default Phone (site-wide §3). */
const CONTACT_METHODS = PREFERRED_CONTACT_METHODS.map((method) => ({
  value: method,
  label: method,
}));

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Preferred contact method', options: CONTACT_METHODS, defaultValue: 'Phone' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = {
  args: { defaultValue: undefined, required: true, error: 'Please choose Phone, Email or SMS.' },
};

export const WithDisabledOption: Story = {
  args: {
    label: 'Finance',
    defaultValue: 'No',
    options: [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
      { value: 'Later', label: 'Decide later', disabled: true },
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RadioGroup label="Preferred contact method" options={CONTACT_METHODS} defaultValue="Phone" />
      <RadioGroup
        label="Contact by"
        options={CONTACT_METHODS}
        orientation="horizontal"
        defaultValue="SMS"
        help="We only contact you about this car."
      />
      <RadioGroup
        label="Reach me by"
        options={CONTACT_METHODS}
        required
        error="Please choose Phone, Email or SMS."
      />
    </div>
  ),
};
