export {
  BLOG_EMPTY_TEXT,
  BLOG_HEADING,
  BLOG_PATH,
  type BlogCardData,
  blogCardView,
  blogPostPath,
  blogPosts,
  blogSitemapPaths,
  findBlogPost,
  homeBlogCards,
} from './blog.ts';
export { blogPostingJsonLd } from './blog-json-ld.ts';
export { HomeTrust, type HomeTrustProps } from './HomeTrust.tsx';
export type { HomeTrustData } from './load-home-trust.ts';
export { reviewsJsonLd } from './review-json-ld.ts';
export {
  GOOGLE_REVIEWS_SHOWN,
  type ReviewCardData,
  type ReviewsSectionData,
  reviewsSectionView,
} from './review-view.ts';
export { SiteSalesCounter, type SiteSalesCounterProps } from './SiteSalesCounter.tsx';
export { SiteStatsBanner } from './SiteStatsBanner.tsx';
export { trustLinks } from './trust-links.ts';
export {
  BLOG_CARDS_TRANSLATIONS,
  BlogCards,
  type BlogCardsProps,
  type BlogCardsTranslations,
} from './ui/BlogCards.tsx';
export {
  REVIEWS_SECTION_TRANSLATIONS,
  ReviewsSection,
  type ReviewsSectionProps,
  type ReviewsSectionTranslations,
} from './ui/ReviewsSection.tsx';
export {
  SALES_COUNTER_TRANSLATIONS,
  SalesCounter,
  type SalesCounterProps,
  type SalesCounterTranslations,
} from './ui/SalesCounter.tsx';
