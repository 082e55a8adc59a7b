import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gallery } from './Gallery.tsx';
import { STORY_IMAGES } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/Gallery',
  component: Gallery,
  args: { images: STORY_IMAGES, showThumbnails: true },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithThumbnails: Story = {};
export const ThreeImagesNoThumbnails: Story = {
  args: { images: STORY_IMAGES.slice(0, 3), showThumbnails: false },
};
export const NoImages: Story = { args: { images: [], showThumbnails: false } };
const WALKAROUND = {
  src: 'video/walkaround.webm',
  title: 'Walkaround video of the 2024 Toyota RAV4 GX',
};
/** The walkaround video as the second slide (the platform default, vehicle-stock §9). */
export const WalkaroundSecond: Story = { args: { walkaround: WALKAROUND } };
/** A dealer who leads the gallery with the walkaround. */
export const WalkaroundFirst: Story = {
  args: { walkaround: WALKAROUND, walkaroundPosition: 'start' },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Gallery images={STORY_IMAGES} showThumbnails />
      <Gallery images={STORY_IMAGES.slice(0, 3)} showThumbnails={false} />
      <Gallery images={[]} showThumbnails={false} />
      <Gallery
        images={STORY_IMAGES}
        showThumbnails
        walkaround={WALKAROUND}
        walkaroundPosition="end"
      />
    </div>
  ),
};
