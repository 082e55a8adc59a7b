import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image } from './Image.tsx';
import { SAMPLE_BANNER, SAMPLE_PHOTOS } from './story-fixtures.ts';

const photo = SAMPLE_PHOTOS[0];

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: photo.src, alt: photo.alt, width: 600, height: 400 },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Lazy, with its size set. On a dealer site a `/media/…` or http(s) photo goes through
 * `/_img?url=…&w=640&q=75` (site-wide §9) with a `srcSet` of 320-1280w; the catalogue's own
 * relative files are shown as they are, as there is no platform server here.
 */
export const Default: Story = {};

/** `transform={false}`: the source exactly as given, no `srcSet` (logos, the catalogue). */
export const Untransformed: Story = { args: { transform: false } };

/**
 * The image CDN answers an error (here a CDN base that does not exist): the original is tried
 * before the image-not-found picture.
 */
export const TransformFails: Story = {
  args: { cdnBaseUrl: 'images/no-such-cdn', alt: `${photo.alt} (original after a CDN error)` },
};

/** The hero image: eager, high fetch priority. */
export const Priority: Story = {
  args: {
    src: SAMPLE_BANNER,
    alt: 'Spring sale',
    width: 1920,
    height: 540,
    priority: true,
    transformWidth: 1920,
  },
  render: (args) => <Image {...args} style={{ width: '100%' }} />,
};

/** A broken image falls back to the image-not-found picture (site-wide §8). */
export const Broken: Story = { args: { src: 'images/does-not-exist.jpg', alt: 'Missing photo' } };

export const NoSource: Story = { args: { src: null, alt: 'No photo yet' } };

export const Contain: Story = { args: { fit: 'contain', width: 400, height: 400 } };

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      <Image src={photo.src} alt={photo.alt} width={600} height={400} />
      <Image src="images/does-not-exist.jpg" alt="Missing photo" width={600} height={400} />
      <Image src={null} alt="No photo yet" width={600} height={400} />
      <Image src={photo.src} alt={photo.alt} width={400} height={400} fit="contain" />
    </div>
  ),
};
