import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Lightbox } from './Lightbox.tsx';
import { SAMPLE_PHOTOS } from './story-fixtures.ts';

const meta = {
  title: 'UI/Lightbox',
  component: Lightbox,
  args: { images: SAMPLE_PHOTOS, defaultOpen: true },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ArrowLeft/ArrowRight move, Escape closes (vehicle-stock §4). */
export const Open: Story = {};

export const StartsAtThirdImage: Story = { args: { defaultIndex: 2 } };

export const NoLoop: Story = { args: { loop: false } };

export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button startIcon={null}>View fullscreen</Button> },
};

export const AllStates: Story = {
  args: { defaultOpen: false },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Lightbox images={SAMPLE_PHOTOS} trigger={<Button>Looping viewer</Button>} />
      <Lightbox
        images={SAMPLE_PHOTOS}
        loop={false}
        defaultIndex={2}
        trigger={<Button variant="outline">Viewer from image 3, no loop</Button>}
      />
    </div>
  ),
};
