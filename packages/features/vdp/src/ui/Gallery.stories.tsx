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
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Gallery images={STORY_IMAGES} showThumbnails />
      <Gallery images={STORY_IMAGES.slice(0, 3)} showThumbnails={false} />
      <Gallery images={[]} showThumbnails={false} />
    </div>
  ),
};
