import type { Meta, StoryObj } from '@storybook/react-vite';
import { OffersSection } from './OffersSection.tsx';
import { STORY_OFFER_CARDS } from './story-data.ts';

const meta = {
  title: 'Offers/OffersSection',
  component: OffersSection,
  args: { offers: STORY_OFFER_CARDS, count: 3, translations: { heading: 'Toyota offers' } },
} satisfies Meta<typeof OffersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first three offers and View all offers (group and oem home pages). */
export const ThreeOffers: Story = {};
/** The first two only. */
export const FirstTwo: Story = { args: { count: 2 } };
/** No offers: the section renders nothing between the home page's other sections. */
export const NoOffers: Story = {
  args: { offers: [] },
  render: (args) => (
    <div>
      <p>The section before.</p>
      <OffersSection {...args} />
      <p>The section after.</p>
    </div>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <OffersSection {...args} />
      <OffersSection {...args} count={1} translations={{ heading: 'Offers across the group' }} />
    </div>
  ),
};
