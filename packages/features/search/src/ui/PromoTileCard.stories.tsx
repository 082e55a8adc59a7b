import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoTileCard } from './PromoTileCard.tsx';

const meta = {
  title: 'Search/PromoTileCard',
  component: PromoTileCard,
  args: {
    tile: {
      title: 'Summer service special',
      image_url: 'images/banner.svg',
      href: '/special-offers',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromoTileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A running tile: one link, the tile's art and its title (site-wide §4). */
export const Tile: Story = {};
/** A tile whose art fails to load: the kit's image-not-found picture, the title still names it. */
export const MissingImage: Story = {
  args: { tile: { title: 'Used car finance offer', image_url: '', href: '/finance' } },
};
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 16rem)' }}>
      <PromoTileCard
        tile={{ title: 'Summer service special', image_url: 'images/banner.svg', href: '/' }}
      />
      <PromoTileCard tile={{ title: 'Used car finance offer', image_url: '', href: '/' }} />
    </div>
  ),
};
