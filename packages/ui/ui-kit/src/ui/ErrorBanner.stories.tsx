import {
  errorBanner,
  FIELD_MESSAGES,
  POSTCODE_MESSAGE,
  TERMS_MESSAGE,
} from '@forecourt/lead-payloads';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import { TextField } from './TextField.tsx';

const banner = errorBanner({
  name: FIELD_MESSAGES.nameRequired,
  postcode: POSTCODE_MESSAGE,
  terms: TERMS_MESSAGE,
});

const meta = {
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  args: { errors: banner?.messages ?? [], focusOnShow: false },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading `Please fix the following errors:` and the list, test id `error-warning` (site-wide §8). */
export const Errors: Story = {};

export const SingleError: Story = { args: { errors: [POSTCODE_MESSAGE] } };

/** Messages link to their fields. */
export const LinkedToFields: Story = {
  args: {
    errors: [
      { message: FIELD_MESSAGES.nameRequired, fieldId: 'first-name' },
      { message: POSTCODE_MESSAGE, fieldId: 'postcode' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <ErrorBanner {...args} />
      <TextField id="first-name" label="First Name" required error={FIELD_MESSAGES.nameRequired} />
      <TextField
        id="postcode"
        label="Postcode"
        required
        error={POSTCODE_MESSAGE}
        defaultValue="40"
      />
    </div>
  ),
};

/** Submitting shows the banner and moves focus to it. */
export const FocusOnSubmit: Story = {
  render: () => {
    const [errors, setErrors] = useState<string[]>([]);
    return (
      <form
        style={{ display: 'grid', gap: 16, maxWidth: 420 }}
        onSubmit={(event) => {
          event.preventDefault();
          setErrors(banner?.messages ?? []);
        }}
      >
        <ErrorBanner errors={errors} />
        <TextField label="First Name" autoComplete="given-name" />
        <Button type="submit">Submit enquiry</Button>
      </form>
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ErrorBanner errors={banner?.messages ?? []} focusOnShow={false} />
      <ErrorBanner errors={[POSTCODE_MESSAGE]} focusOnShow={false} />
    </div>
  ),
};
