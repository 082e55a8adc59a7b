import type { Meta, StoryObj } from '@storybook/react-vite';
import { FavouritesList } from './FavouritesList.tsx';
import { STORY_FAVOURITES } from './story-data.ts';

const meta = {
  title: 'Favourites/FavouritesList',
  component: FavouritesList,
  args: { entries: STORY_FAVOURITES, onRemove: () => {} },
} satisfies Meta<typeof FavouritesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SavedCars: Story = {};
/** Saved with price, km and status; the older entries beside it show just the name. */
export const WithPriceKmAndStatus: Story = {
  args: {
    entries: STORY_FAVOURITES.map((entry, index) =>
      index === 0
        ? {
            ...entry,
            price_text: '$45,990',
            price_type: 'Drive Away',
            km: 48210,
            status: 'in_stock',
          }
        : index === 1
          ? { ...entry, price_text: '$31,990', km: 91000, status: 'sold' }
          : entry,
    ),
  },
};
export const WithoutRemoveButtons: Story = { args: { onRemove: undefined } };
export const Empty: Story = {
  args: { entries: [], emptyAction: <a href="/search">Browse our stock</a> },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <FavouritesList {...args} />
      <FavouritesList
        {...args}
        onRemove={undefined}
        translations={{ label: 'Saved cars (read only)' }}
      />
      <FavouritesList {...args} entries={[]} emptyAction={<a href="/search">Browse our stock</a>} />
    </div>
  ),
};
