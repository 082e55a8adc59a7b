import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoEmbed } from './VideoEmbed.tsx';

const CAPTIONS = {
  src: `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:05.000\nWalkaround of the 2021 Corolla.\n')}`,
  srcLang: 'en',
  label: 'English',
};

const meta = {
  title: 'UI/VideoEmbed',
  component: VideoEmbed,
  args: {
    src: 'https://www.youtube-nocookie.com/embed/abc123XYZ',
    title: 'Walkaround video of the 2021 Toyota Corolla Ascent Sport',
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A provider embed address becomes an iframe (vehicle-stock §5). */
export const ProviderEmbed: Story = {};

/** Anything else plays in a native player. */
export const NativePlayer: Story = {
  args: { src: 'videos/walkaround.mp4', captions: CAPTIONS, poster: 'images/car-1.svg' },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <VideoEmbed {...args} />
      <VideoEmbed
        src="videos/walkaround.mp4"
        title="Walkaround video (native player)"
        captions={CAPTIONS}
        poster="images/car-1.svg"
      />
    </div>
  ),
};
