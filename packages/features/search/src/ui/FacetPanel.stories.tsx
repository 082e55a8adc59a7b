import type { Meta, StoryObj } from '@storybook/react-vite';
import { hiddenFields } from '../search-state.ts';
import { FacetPanel } from './FacetPanel.tsx';
import { STORY_FACETS, STORY_STATE } from './story-data.ts';

const meta = {
  title: 'Search/FacetPanel',
  component: FacetPanel,
  args: { facets: STORY_FACETS, action: '/search', hidden: hiddenFields(STORY_STATE, 'facets') },
} satisfies Meta<typeof FacetPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Refined: Story = {};
export const NothingToFilter: Story = { args: { facets: [] } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FacetPanel {...args} />
      <FacetPanel {...args} facets={[]} translations={{ label: 'Filter results (none)' }} />
    </div>
  ),
};
