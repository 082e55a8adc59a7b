import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoTileCard } from './PromoTileCard.tsx';
import { ResultsGrid } from './ResultsGrid.tsx';
import { STORY_CARDS, STORY_CARDS_WITH_SOLD_RUN } from './story-data.ts';

const meta = {
  title: 'Search/ResultsGrid',
  component: ResultsGrid,
  args: {
    cards: STORY_CARDS,
    count: 98,
    page: 2,
    pageCount: 5,
    hrefForPage: (page: number) => `?page=${page}`,
    clearFiltersHref: '/search',
  },
} satisfies Meta<typeof ResultsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const WithPromoCard: Story = {
  args: {
    promoPositions: [2],
    renderPromo: () => <a href="/special-offers">See this month’s special offers</a>,
  },
};
/** A running promo tile in the promo card slot (site-wide §4). */
export const WithPromoTile: Story = {
  args: {
    promoPositions: [2],
    renderPromo: () => (
      <PromoTileCard
        tile={{
          title: 'Summer service special',
          image_url: 'images/banner.svg',
          href: '/special-offers',
        }}
      />
    ),
  },
};
/** Three sold cars in a row show as one card with "+2 more sold" (vehicle-stock §4). */
export const CollapsedSoldCars: Story = {
  args: {
    cards: STORY_CARDS_WITH_SOLD_RUN,
    promoPositions: [2],
    renderPromo: () => <a href="/special-offers">See this month’s special offers</a>,
  },
};
/** Favourite and Compare toggles, some pressed. */
export const WithToggles: Story = {
  args: {
    favourites: new Set([1]),
    compared: new Set([2]),
    onToggleFavourite: () => {},
    onToggleCompare: () => {},
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const ErrorKeepsResults: Story = { args: { status: 'error' } };
export const Empty: Story = { args: { cards: [], count: 0, pageCount: 0, page: 1 } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <section aria-label="Results">
        <ResultsGrid {...args} />
      </section>
      <section aria-label="Collapsed sold cars">
        <ResultsGrid
          {...args}
          cards={STORY_CARDS_WITH_SOLD_RUN}
          translations={{ pagination: { label: 'Pagination (collapsed)' } }}
        />
      </section>
      <section aria-label="Loading">
        <ResultsGrid
          {...args}
          status="loading"
          translations={{ pagination: { label: 'Pagination (loading)' } }}
        />
      </section>
      <section aria-label="Error">
        <ResultsGrid
          {...args}
          status="error"
          translations={{ pagination: { label: 'Pagination (error)' } }}
        />
      </section>
      <section aria-label="Empty">
        <ResultsGrid {...args} cards={[]} count={0} page={1} pageCount={0} />
      </section>
    </div>
  ),
};
