import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInForm } from './SignInForm.tsx';

const meta = {
  title: 'Accounts/SignInForm',
  component: SignInForm,
  args: {
    step: 'destination',
    destination: '',
    mobileOnly: false,
    backHref: '/cars/2021-toyota-hilux-sr5-1',
    changeHref: '/sign-in?type=my-garage',
    onValidSubmit: () => {},
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MobileOrEmail: Story = {};
/** The watchlist's form: a mobile number only (vehicle-stock §6). */
export const MobileOnly: Story = { args: { mobileOnly: true } };
export const DestinationError: Story = {
  args: {
    destination: '0712',
    fieldErrors: {
      destination: 'Please enter an Australian mobile number or an email address.',
    },
  },
};
export const TooManyCodes: Story = {
  args: {
    destination: '0412 345 678',
    formError:
      'Too many sign-in codes have been requested for this mobile number. Please try again in 8 minutes.',
  },
};
export const SendingCode: Story = {
  args: { destination: '0412 345 678', submitting: 'request-code' },
};
export const CodeSent: Story = {
  args: {
    step: 'code',
    destination: '0412 345 678',
    notice: 'We have texted a 6-digit code to 0412 345 678.',
  },
};
export const WrongCode: Story = {
  args: {
    step: 'code',
    destination: '0412 345 678',
    fieldErrors: { code: 'That code is not right. Please check it and try again.' },
  },
};
export const CodeExpired: Story = {
  args: {
    step: 'code',
    destination: '0412 345 678',
    fieldErrors: {
      code: 'That code has expired or was already used. Please ask for a new one.',
    },
  },
};
export const TooManyTries: Story = {
  args: {
    step: 'code',
    destination: 'jo@example.com',
    fieldErrors: { code: 'Too many wrong tries. Please ask for a new code.' },
  },
};
export const SigningIn: Story = {
  args: { step: 'code', destination: '0412 345 678', submitting: 'verify-code' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <SignInForm {...args} />
      <SignInForm {...args} mobileOnly />
      <SignInForm {...args} {...DestinationError.args} />
      <SignInForm {...args} {...TooManyCodes.args} />
      <SignInForm {...args} {...CodeSent.args} />
      <SignInForm {...args} {...WrongCode.args} />
      <SignInForm {...args} {...SigningIn.args} />
    </div>
  ),
};
