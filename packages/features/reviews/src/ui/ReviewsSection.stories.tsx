import type { Meta, StoryObj } from '@storybook/react-vite';
import '../reviews.css';
import { ReviewsSection } from './ReviewsSection.tsx';
import { STORY_REVIEW_CARD, STORY_REVIEWS_SECTION } from './story-data.ts';

const meta = {
  title: 'Reviews/ReviewsSection',
  component: ReviewsSection,
  args: { section: STORY_REVIEWS_SECTION },
} satisfies Meta<typeof ReviewsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The average (one decimal, 4 full stars at most plus a partial) and the reviews that passed the gate. */
export const WithReviews: Story = {};
/** A perfect 5.0: four full stars and a full partial one (site-wide §9). */
export const PerfectScore: Story = {
  args: { section: { ...STORY_REVIEWS_SECTION, average: '5.0', count: 8 } },
};
/** Reviews exist but none passes the minimum rating: the aggregate and the empty text. */
export const NoneAboveTheGate: Story = {
  args: { section: { average: '2.6', count: 5, reviews: [] } },
};
/** No reviews at all: the section renders nothing between the home page's other sections. */
export const NoReviews: Story = {
  args: { section: { average: null, count: 0, reviews: [] } },
  render: (args) => (
    <div>
      <p>The section before.</p>
      <ReviewsSection {...args} />
      <p>The section after.</p>
    </div>
  ),
};
/** Shopper text that looks like HTML is shown as text. */
export const TextThatLooksLikeHtml: Story = {
  args: {
    section: {
      ...STORY_REVIEWS_SECTION,
      reviews: [
        {
          ...STORY_REVIEW_CARD,
          text: 'Loved it <b>so much</b> <script>alert(1)</script>',
        },
      ],
    },
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <ReviewsSection section={STORY_REVIEWS_SECTION} />
      <ReviewsSection
        section={{ ...STORY_REVIEWS_SECTION, average: '5.0', count: 8 }}
        translations={{ heading: 'Perfect score' }}
      />
      <ReviewsSection
        section={{ average: '2.6', count: 5, reviews: [] }}
        translations={{ heading: 'None above the gate' }}
      />
    </div>
  ),
};
