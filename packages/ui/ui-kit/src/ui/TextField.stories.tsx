import { POSTCODE_MESSAGE } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'First Name', autoComplete: 'given-name' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Alex' } };

export const Required: Story = { args: { required: true } };

/** Postcode: 4 characters, digits, the spec's message (site-wide §5). */
export const PostcodeError: Story = {
  args: {
    label: 'Postcode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 4,
    defaultValue: '40',
    required: true,
    error: POSTCODE_MESSAGE,
  },
};

export const WithPrefix: Story = {
  args: {
    label: 'Weekly repayment',
    prefix: '$',
    inputMode: 'numeric',
    defaultValue: '200',
    autoComplete: 'off',
  },
};

export const Multiline: Story = {
  args: {
    label: 'Comments',
    multiline: true,
    help: 'Tell us what you are looking for.',
    autoComplete: 'off',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Alex' } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField label="First Name" autoComplete="given-name" />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue="alex@example.com"
        required
      />
      <TextField
        label="Postcode"
        inputMode="numeric"
        maxLength={4}
        defaultValue="40"
        required
        error={POSTCODE_MESSAGE}
      />
      <TextField label="Weekly repayment" prefix="$" inputMode="numeric" defaultValue="200" />
      <TextField label="Kilometres" suffix="km" inputMode="numeric" defaultValue="45000" />
      <TextField label="Comments" multiline help="Tell us what you are looking for." />
      <TextField label="Disabled" disabled defaultValue="Alex" />
    </div>
  ),
};
