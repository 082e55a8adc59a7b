import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { interpolate } from './interpolate.ts';
import { SAMPLE_CAR_NAME } from './story-fixtures.ts';
import { Toaster } from './Toast.tsx';
import { ToastProvider, useToast } from './ToastProvider.tsx';

/** The copy-link text is the caller's translation (site-wide §4). */
const COPIED = interpolate('Copied {carName} to your clipboard!', { carName: SAMPLE_CAR_NAME });

const meta = {
  title: 'UI/Toast',
  component: Toaster,
  args: { toasts: [{ id: 'copied', message: COPIED }], onDismiss: () => {} },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiedLink: Story = {};

export const Success: Story = {
  args: {
    toasts: [{ id: 'saved', title: 'Saved', message: 'Added to your watchlist.', tone: 'success' }],
  },
};

export const Failure: Story = {
  args: {
    toasts: [
      { id: 'failed', message: 'An error occurred when submitting this form', tone: 'danger' },
    ],
  },
};

/** Limit 1 (site-wide §9): of three toasts only the newest shows. */
export const LimitOne: Story = {
  args: {
    toasts: [
      { id: 'a', message: 'First' },
      { id: 'b', message: 'Second' },
      { id: 'c', message: COPIED },
    ],
  },
};

function CopyButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {['2021 Toyota Corolla Ascent Sport', '2019 Mazda CX-5 Maxx'].map((carName) => (
        <Button
          key={carName}
          variant="outline"
          onClick={() =>
            toast.show({
              message: interpolate('Copied {carName} to your clipboard!', { carName }),
              durationMs: 3000,
            })
          }
        >
          Copy link: {carName}
        </Button>
      ))}
    </div>
  );
}

/** Each click replaces the toast on screen; the copy-link toast closes after about 3 s. */
export const Interactive: Story = {
  render: () => (
    <ToastProvider>
      <CopyButtons />
    </ToastProvider>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Toaster toasts={[{ id: 'copied', message: COPIED }]} onDismiss={() => {}} />
      <p>Only one toast shows at a time; see the other stories for each tone.</p>
    </div>
  ),
};
