import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignOutForm } from './SignOutForm.tsx';

const meta = {
  title: 'Accounts/SignOutForm',
  component: SignOutForm,
  args: { redirectTo: '/' },
} satisfies Meta<typeof SignOutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Sign out of My Garage' } };
