import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpinEntryForm } from './SpinEntryForm.tsx';

const meta = {
  title: 'Features/Promotions/SpinEntryForm',
  component: SpinEntryForm,
  args: { promotionId: 'summer-spin', signedIn: false, onValid: () => {} },
} satisfies Meta<typeof SpinEntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};
export const SignedIn: Story = { args: { signedIn: true } };
export const Spinning: Story = {
  args: { defaultValues: { name: 'Zoe', email: 'zoe@example.com' }, submitting: true },
};
export const AlreadySpun: Story = {
  args: {
    defaultValues: { name: 'Zoe', email: 'zoe@example.com' },
    serverError: 'You have already had your spin in this promotion.',
  },
};
export const FieldErrors: Story = {
  args: {
    serverFields: {
      name: 'Please enter your first name.',
      email: 'Please enter your email address or mobile number.',
    },
  },
};
