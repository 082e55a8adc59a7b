import type { Meta, StoryObj } from '@storybook/react-vite';
import { facetOptions } from '../facet-options.ts';
import { EMPTY_SEARCH_STATE } from '../search-state.ts';
import { FacetPanel } from './FacetPanel.tsx';
import { FiltersDrawer } from './FiltersDrawer.tsx';

const panel = (
  <FacetPanel
    facets={[
      {
        facet: 'make',
        groups: facetOptions('make', { Toyota: 30, Ford: 8, Mazda: 12 }, EMPTY_SEARCH_STATE),
      },
      { facet: 'seats', groups: facetOptions('seats', { 7: 4, 2: 1, 5: 40 }, EMPTY_SEARCH_STATE) },
    ]}
    action="/search"
    hidden={[]}
    onChange={() => {}}
  />
);

const meta = {
  title: 'Search/FiltersDrawer',
  component: FiltersDrawer,
  args: { appliedCount: 0, resultsCount: 128, filtersId: 'search-filters', children: panel },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof FiltersDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoFilters: Story = {};
export const TwoApplied: Story = { args: { appliedCount: 2 } };
export const Caravans: Story = {
  args: { translations: { showResults: 'Show {count} caravans' } },
};
