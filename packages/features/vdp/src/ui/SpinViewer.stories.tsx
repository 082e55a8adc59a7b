import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpinViewer } from './SpinViewer.tsx';
import { STORY_SPIN_FRAMES, STORY_SPIN_HOTSPOTS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/SpinViewer',
  component: SpinViewer,
  args: {
    frames: STORY_SPIN_FRAMES,
    hotspots: STORY_SPIN_HOTSPOTS,
    autorotate: false,
    title: '2024 Toyota RAV4 GX',
  },
} satisfies Meta<typeof SpinViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Frames still loading: the first frame with the progress placeholder. */
export const Loading: Story = {
  args: { frames: ['images/never-loads.svg', ...STORY_SPIN_FRAMES] },
};
/** Loaded, not turning: drag or arrow keys; hotspots over the frames they belong to. */
export const Ready: Story = { args: { initialLoaded: true } };
/** Turns once by itself after loading (unless the shopper prefers reduced motion). */
export const Autorotate: Story = { args: { autorotate: true } };
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <SpinViewer {...args} initialLoaded />
      <SpinViewer {...args} frames={['images/never-loads.svg', ...STORY_SPIN_FRAMES]} />
    </div>
  ),
};
