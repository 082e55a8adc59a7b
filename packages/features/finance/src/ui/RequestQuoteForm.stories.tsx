import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestQuoteForm } from './RequestQuoteForm.tsx';

const meta = {
  title: 'Features/Finance/RequestQuoteForm',
  component: RequestQuoteForm,
  args: { amount: 25_000 },
} satisfies Meta<typeof RequestQuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FieldErrors: Story = {
  args: {
    values: { name: 'Jo', email: 'jo@' },
    fieldErrors: {
      email: 'Please enter a valid email address.',
      phone: 'Please enter your mobile.',
    },
  },
};
export const ServerError: Story = { args: { formError: 'An unexpected error occured.' } };
export const Submitting: Story = { args: { submitting: true } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RequestQuoteForm {...args} />
      <RequestQuoteForm {...args} fieldErrors={{ email: 'Please enter a valid email address.' }} />
      <RequestQuoteForm {...args} formError="An unexpected error occured." />
      <RequestQuoteForm {...args} submitting />
    </div>
  ),
};
