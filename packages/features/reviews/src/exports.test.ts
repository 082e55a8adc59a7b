import { describe, expect, it } from 'vitest';

// Importing the package cold (ui-kit, Radix, React Router) is slow on a busy 2-core runner.
describe('@forecourt/reviews public API', { timeout: 30_000 }, () => {
  it('exports exactly these names', async () => {
    expect(Object.keys(await import('./index.ts')).sort()).toEqual([
      'BLOG_CARDS_TRANSLATIONS',
      'BLOG_EMPTY_TEXT',
      'BLOG_HEADING',
      'BLOG_PATH',
      'BlogCards',
      'GOOGLE_REVIEWS_SHOWN',
      'HomeTrust',
      'REVIEWS_SECTION_TRANSLATIONS',
      'ReviewsSection',
      'SALES_COUNTER_TRANSLATIONS',
      'SalesCounter',
      'SiteSalesCounter',
      'SiteStatsBanner',
      'blogCardView',
      'blogPostPath',
      'blogPostingJsonLd',
      'blogPosts',
      'blogSitemapPaths',
      'findBlogPost',
      'homeBlogCards',
      'reviewsJsonLd',
      'reviewsSectionView',
      'trustLinks',
    ]);
  });

  it('keeps the Markdown and sanitiser code on the server entry', async () => {
    expect(Object.keys(await import('./server.ts')).sort()).toEqual([
      'blogPostHtml',
      'loadHomeTrust',
    ]);
  });
});
