import type { Meta, StoryObj } from '@storybook/react-vite';
import '../reviews.css';
import { BlogCards } from './BlogCards.tsx';
import { STORY_BLOG_CARDS } from './story-data.ts';

const meta = {
  title: 'Reviews/BlogCards',
  component: BlogCards,
  args: { cards: STORY_BLOG_CARDS },
} satisfies Meta<typeof BlogCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's blog cards: heading, date `dd MMMM yyyy`, summary and Read all posts. */
export const HomeSection: Story = {};
/** The /blog page's list: cards only, their headings one level under the page's h1. */
export const BlogPageList: Story = { args: { section: false, cardHeadingLevel: 2 } };
/** With an image. */
export const WithImage: Story = {
  args: { cards: STORY_BLOG_CARDS.map((card) => ({ ...card, image: 'images/car-1.svg' })) },
};
/** No posts: nothing is rendered. */
export const NoPosts: Story = {
  args: { cards: [] },
  render: (args) => (
    <div>
      <p>The section before.</p>
      <BlogCards {...args} />
      <p>The section after.</p>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <BlogCards cards={STORY_BLOG_CARDS} />
      <BlogCards cards={STORY_BLOG_CARDS.slice(0, 1)} translations={{ heading: 'Latest news' }} />
    </div>
  ),
};
