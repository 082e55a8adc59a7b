import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferDetail } from './OfferDetail.tsx';
import { STORY_OFFERS, storyOfferDetail } from './story-data.ts';

const meta = {
  title: 'Offers/OfferDetail',
  component: OfferDetail,
  args: { offer: storyOfferDetail() },
  decorators: [
    (Story) => (
      <main style={{ maxWidth: 800 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof OfferDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A disclaimer over 200 characters: short with Show full disclaimer (site-wide §5). */
export const LongDisclaimer: Story = {};
/** A short disclaimer shown whole; Explore model goes to the model's override_url. */
export const ShortDisclaimer: Story = { args: { offer: storyOfferDetail(STORY_OFFERS[1]) } };
/** No description HTML, no disclaimer, no model: the text and the enquiry link only. */
export const Plain: Story = { args: { offer: storyOfferDetail(STORY_OFFERS[2]) } };
/** The enquiry call to action pointing at a site's own enquiry form. */
export const SiteEnquiryForm: Story = {
  args: { offer: { ...storyOfferDetail(), enquiryHref: '/contact-us?offer=101' } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <OfferDetail {...args} offer={storyOfferDetail()} />
      <OfferDetail {...args} offer={storyOfferDetail(STORY_OFFERS[1])} />
      <OfferDetail {...args} offer={storyOfferDetail(STORY_OFFERS[2])} />
    </div>
  ),
};
