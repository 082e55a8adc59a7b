import type { Meta, StoryObj } from '@storybook/react-vite';
import { appliedFilters, clearAllFiltersHref } from '../applied-filters.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from '../search-state.ts';
import { AppliedFilters } from './AppliedFilters.tsx';

const STATE: SearchState = {
  ...EMPTY_SEARCH_STATE,
  query: 'sr5',
  refinements: { make: ['Toyota'], body: ['Ute'], car_type: ['used'] },
  price: { min: 20000, max: 50000 },
};

const meta = {
  title: 'Search/AppliedFilters',
  component: AppliedFilters,
  args: { filters: appliedFilters(STATE), clearAllHref: clearAllFiltersHref(STATE) },
} satisfies Meta<typeof AppliedFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {};
export const One: Story = {
  args: {
    filters: appliedFilters({ ...EMPTY_SEARCH_STATE, refinements: { make: ['Mazda'] } }),
  },
};
/** Renders nothing: no chips, no Clear all. */
export const None: Story = { args: { filters: [] } };
