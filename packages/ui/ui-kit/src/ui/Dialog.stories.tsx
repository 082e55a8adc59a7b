import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { TextField } from './TextField.tsx';

const form = (
  <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
    <TextField label="First Name" autoComplete="given-name" required />
    <TextField label="Mobile Number" type="tel" autoComplete="tel" required />
    <TextField label="Postcode" inputMode="numeric" maxLength={4} required />
  </form>
);

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Book a test drive',
    description: '2021 Toyota Corolla Ascent Sport',
    children: form,
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Book test drive</Button>
      </>
    ),
    defaultOpen: true,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: focus is inside, the page behind is inert, Escape closes. */
export const Open: Story = {};

/** Closed, with the trigger that opens it. */
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>Book a test drive</Button> },
};

export const Small: Story = {
  args: {
    size: 'sm',
    title: 'Holiday hours',
    description: undefined,
    children: <p style={{ margin: 0 }}>Closed on 25 and 26 December.</p>,
    footer: undefined,
  },
};

export const Large: Story = {
  args: { size: 'lg', title: 'Request photos', description: 'We will send more photos by email.' },
};

export const AllStates: Story = {
  args: { defaultOpen: false },
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Dialog title="Book a test drive" trigger={<Button>Test drive dialog</Button>}>
        {form}
      </Dialog>
      <Dialog
        size="sm"
        title="Holiday hours"
        trigger={<Button variant="outline">Small dialog</Button>}
      >
        <p style={{ margin: 0 }}>Closed on 25 and 26 December.</p>
      </Dialog>
      <Dialog
        size="lg"
        title="Request photos"
        trigger={<Button variant="secondary">Large dialog</Button>}
      >
        {form}
      </Dialog>
    </div>
  ),
};
