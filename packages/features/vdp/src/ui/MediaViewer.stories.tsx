import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaViewer } from './MediaViewer.tsx';
import { STORY_IMAGES, STORY_SPIN_FRAMES, STORY_SPIN_HOTSPOTS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/MediaViewer',
  component: MediaViewer,
  args: {
    title: '2024 Toyota RAV4 GX',
    images: STORY_IMAGES,
    showThumbnails: true,
    media: {
      views: ['spinner', 'walkaround', 'gallery', 'interior'],
      initialView: 'spinner',
      spin: { frames: STORY_SPIN_FRAMES, hotspots: STORY_SPIN_HOTSPOTS },
      autorotate: false,
      walkaround: {
        src: 'video/walkaround.webm',
        title: 'Walkaround video of the 2024 Toyota RAV4 GX',
      },
      walkaroundPosition: 'second',
      interior: {
        src: 'images/car-3.svg',
        hotspots: [
          {
            id: 'screen',
            description: '9-inch touchscreen',
            positions: [{ frame: 0, x: 50, y: 40 }],
          },
        ],
      },
      video: null,
    },
  },
} satisfies Meta<typeof MediaViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every view; the spin first (the platform default). */
export const AllViews: Story = {};
/** A dealer whose viewer starts on the gallery (vehicle-stock §4). */
export const GalleryFirst: Story = {
  args: { media: { ...meta.args.media, initialView: 'gallery' } },
};
/** Interior with a hotspot. */
export const Interior: Story = {
  args: { media: { ...meta.args.media, initialView: 'interior' } },
};
/** A car with photos only: the gallery without tabs. */
export const PhotosOnly: Story = {
  args: {
    media: {
      ...meta.args.media,
      views: ['gallery'],
      initialView: 'gallery',
      spin: null,
      walkaround: null,
      interior: null,
    },
  },
};
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 640 }}>
      <MediaViewer {...args} />
      <MediaViewer {...args} media={{ ...args.media, initialView: 'gallery' }} />
    </div>
  ),
};
