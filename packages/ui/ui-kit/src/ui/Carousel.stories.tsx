import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { Carousel } from './Carousel.tsx';
import { Image } from './Image.tsx';
import { SwipeHint } from './SwipeHint.tsx';
import { SAMPLE_PHOTOS } from './story-fixtures.ts';

const photos = SAMPLE_PHOTOS.map((photo, index) => (
  <Image
    key={photo.src}
    src={photo.src}
    alt={photo.alt}
    width={1200}
    height={800}
    priority={index === 0}
    transformWidth={1280}
  />
));

const thumbnails = SAMPLE_PHOTOS.map((photo) => (
  <Image key={photo.src} src={photo.src} alt="" width={80} height={54} transformWidth={160} />
));

const banners = ['Special offers', 'Service', 'Trade-in'].map((title) => (
  <div
    key={title}
    style={{
      display: 'grid',
      placeItems: 'center',
      aspectRatio: '1920 / 540',
      background: 'var(--fc-color-primary)',
      color: 'var(--fc-color-on-primary)',
    }}
  >
    <p style={{ fontSize: 28, fontWeight: 700, margin: 0 }}>{title}</p>
  </div>
));

const locations = ['Newstead', 'Springwood', 'Ipswich', 'Caboolture'].map((suburb) => (
  <Card
    key={suburb}
    title={`Forecourt Motors ${suburb}`}
    variant="outlined"
    footer={<Button size="sm">View Location</Button>}
  >
    <p style={{ margin: 0 }}>Open today 8:30am – 5:30pm</p>
  </Card>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { slides: photos, label: 'Vehicle photos' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {};

/** Thumbnails for in-stock cars with more than 3 images (vehicle-stock §2, §9). */
export const WithThumbnails: Story = { args: { thumbnails } };

/** The feature banner starts at index 1 and loops (vehicle-stock §9). */
export const FeatureBanner: Story = {
  args: { slides: banners, label: 'Featured', startIndex: 1, loop: true },
};

/** Our Locations: several cards at once, with the swipe hint (site-wide §2). */
export const Locations: Story = {
  args: { slides: locations, label: 'Our Locations', slidesPerView: 3 },
  render: (args) => (
    <>
      <Carousel {...args} />
      <SwipeHint />
    </>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Carousel slides={photos} label="Vehicle photos" thumbnails={thumbnails} />
      <Carousel slides={banners} label="Featured" startIndex={1} loop />
      <Carousel slides={locations} label="Our Locations" slidesPerView={3} />
    </div>
  ),
};
