import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferCard } from './OfferCard.tsx';
import { STORY_OFFER_CARDS } from './story-data.ts';

const [long, onModelPage, plain] = STORY_OFFER_CARDS as [
  (typeof STORY_OFFER_CARDS)[number],
  (typeof STORY_OFFER_CARDS)[number],
  (typeof STORY_OFFER_CARDS)[number],
];

const meta = {
  title: 'Offers/OfferCard',
  component: OfferCard,
  args: { offer: long },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A description over 200 characters: cut at 160 with Show more (site-wide §5). */
export const LongDescription: Story = {};
/** 200 characters or less: shown whole; Explore model goes to the model's override_url. */
export const ShortDescription: Story = { args: { offer: onModelPage } };
/** No image (the image-not-found picture, site-wide §8), no manufacturer, no model link. */
export const WithoutImageOrModel: Story = { args: { offer: plain } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OfferCard {...args} offer={long} />
      <OfferCard {...args} offer={onModelPage} />
      <OfferCard {...args} offer={plain} />
    </div>
  ),
};
