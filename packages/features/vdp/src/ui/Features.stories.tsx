import type { Meta, StoryObj } from '@storybook/react-vite';
import { Features } from './Features.tsx';
import { STORY_FEATURES } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/Features',
  component: Features,
  args: { features: STORY_FEATURES },
} satisfies Meta<typeof Features>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const ShowAll: Story = { args: { defaultExpanded: true } };
export const Few: Story = { args: { features: STORY_FEATURES.slice(0, 5) } };
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Features features={STORY_FEATURES} />
      <Features features={STORY_FEATURES} defaultExpanded />
      <Features features={STORY_FEATURES.slice(0, 5)} />
    </div>
  ),
};
