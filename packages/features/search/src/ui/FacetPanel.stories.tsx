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
/** The price range beside the price bands: number fields and, once hydrated, the slider. */
export const WithPriceRange: Story = {
  args: { price: { bounds: { min: 4500, max: 90_000 }, value: { min: 10_000, max: null } } },
};
/** No price stats (nothing priced): the number fields only. */
export const PriceFieldsOnly: Story = {
  args: { price: { bounds: null, value: null } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FacetPanel {...args} />
      <FacetPanel {...args} facets={[]} translations={{ label: 'Filter results (none)' }} />
      <FacetPanel
        {...args}
        price={{ bounds: { min: 4500, max: 90_000 }, value: { min: 10_000, max: null } }}
        translations={{ label: 'Filter results (with price range)' }}
      />
    </div>
  ),
};
