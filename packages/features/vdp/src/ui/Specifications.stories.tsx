import type { Meta, StoryObj } from '@storybook/react-vite';
import { Specifications } from './Specifications.tsx';
import { STORY_ROWS } from './story-fixtures.ts';

const meta = {
  title: 'Features/VDP/Specifications',
  component: Specifications,
  args: { rows: STORY_ROWS },
} satisfies Meta<typeof Specifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const ShowAllSpecs: Story = { args: { defaultExpanded: true } };
export const CarDetails: Story = {
  args: { limit: Number.POSITIVE_INFINITY, translations: { heading: 'Car Details' } },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Specifications rows={STORY_ROWS} />
      <Specifications rows={STORY_ROWS} defaultExpanded />
      <Specifications
        rows={STORY_ROWS}
        limit={Number.POSITIVE_INFINITY}
        translations={{ heading: 'Car Details' }}
      />
    </div>
  ),
};
