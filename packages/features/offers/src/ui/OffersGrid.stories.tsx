import type { Meta, StoryObj } from '@storybook/react-vite';
import { OffersGrid } from './OffersGrid.tsx';
import { STORY_OFFER_CARDS } from './story-data.ts';

const meta = {
  title: 'Offers/OffersGrid',
  component: OffersGrid,
  args: { offers: STORY_OFFER_CARDS },
} satisfies Meta<typeof OffersGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offers: Story = {};
/** No current offers: the empty-offers text (vehicle-stock §8). */
export const Empty: Story = { args: { offers: [] } };
/** A site's own `texts.empty_offers`. */
export const EmptyWithSiteText: Story = {
  args: { offers: [], translations: { empty: 'No specials right now. Check back soon!' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <OffersGrid {...args} />
      <OffersGrid {...args} offers={[]} />
    </div>
  ),
};
