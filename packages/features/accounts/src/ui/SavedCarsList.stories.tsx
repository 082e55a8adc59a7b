import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedCarsList } from './SavedCarsList.tsx';
import { STORY_SAVED_CARS } from './story-data.ts';

const meta = {
  title: 'Accounts/SavedCarsList',
  component: SavedCarsList,
  args: { cars: STORY_SAVED_CARS, action: '/watchlist', returnTo: '/my-garage' },
} satisfies Meta<typeof SavedCarsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock, coming soon and sold, each with its live price. */
export const SavedCars: Story = {};
export const Empty: Story = {
  args: { cars: [], emptyAction: <a href="/search">Browse our stock</a> },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SavedCarsList {...args} />
      <SavedCarsList {...args} {...Empty.args} />
    </div>
  ),
};
