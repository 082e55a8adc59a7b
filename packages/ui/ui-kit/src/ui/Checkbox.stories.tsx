import { TERMS_MESSAGE } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Keep me up to date with offers' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

/** A ticked box (a marketing opt-in always starts unticked). */
export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Finance',
    description: 'Tick if you would like a finance quote with your enquiry.',
  },
};

/** Terms not agreed on sites that require it (site-wide §5, §8). */
export const TermsError: Story = {
  args: { label: 'I agree to the terms of use', required: true, error: TERMS_MESSAGE },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Checkbox label="Keep me up to date with offers" />
      <Checkbox label="Opt in" defaultChecked />
      <Checkbox
        label="Finance"
        description="Tick if you would like a finance quote with your enquiry."
      />
      <Checkbox label="I agree to the terms of use" required error={TERMS_MESSAGE} />
      <Checkbox label="Disabled" disabled defaultChecked />
    </div>
  ),
};
