import { FIELD_MESSAGES } from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnquiryDialog } from './EnquiryDialog.tsx';
import { EnquiryForm } from './EnquiryForm.tsx';

const message =
  "Hi, I'm interested in the 2021 Toyota HiLux SR5 (stock number STK1001). Please get in touch.";

const meta = {
  title: 'Features/VDP/EnquiryForm',
  component: EnquiryForm,
  args: { values: { message } },
} satisfies Meta<typeof EnquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FieldErrors: Story = {
  args: {
    fieldErrors: { name: FIELD_MESSAGES.nameRequired, email: FIELD_MESSAGES.emailInvalid },
  },
};
export const ServerError: Story = { args: { formError: 'An unexpected error occured.' } };
export const Submitting: Story = { args: { submitting: true } };
export const InDialog: Story = {
  render: (args) => (
    <EnquiryDialog
      {...args}
      title="Enquire about 2021 Toyota HiLux SR5"
      trigger={<button type="button">Enquire</button>}
    />
  ),
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <EnquiryForm values={{ message }} />
      <EnquiryForm fieldErrors={{ name: FIELD_MESSAGES.nameRequired }} />
      <EnquiryForm formError="An unexpected error occured." />
      <EnquiryForm submitting />
    </div>
  ),
};
