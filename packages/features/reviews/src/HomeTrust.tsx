import { JsonLdScripts } from '@forecourt/site-shell';
import type { HomeTrustData } from './load-home-trust.ts';
import { SiteSalesCounter } from './SiteSalesCounter.tsx';
import { BlogCards } from './ui/BlogCards.tsx';
import { ReviewsSection } from './ui/ReviewsSection.tsx';

export interface HomeTrustProps {
  trust: HomeTrustData;
  /** Which parts, in what order (default: sales counter, reviews, blog). */
  parts?: readonly ('salesCounter' | 'reviews' | 'blog')[];
}

/**
 * A home page's trust sections from `loadHomeTrust`: the sales counter (when the site switches
 * it on), the reviews with their JSON-LD, and the blog cards. Each renders nothing without data.
 */
export function HomeTrust({ trust, parts = ['salesCounter', 'reviews', 'blog'] }: HomeTrustProps) {
  return (
    <>
      {parts.map((part) => {
        if (part === 'salesCounter') {
          return trust.salesCount === null ? null : (
            <SiteSalesCounter key={part} initialCount={trust.salesCount} />
          );
        }
        if (part === 'reviews') {
          return trust.reviews ? (
            <div key={part}>
              {trust.reviewsJsonLd ? <JsonLdScripts items={[trust.reviewsJsonLd]} /> : null}
              <ReviewsSection section={trust.reviews} />
            </div>
          ) : null;
        }
        return <BlogCards key={part} cards={trust.blogCards} />;
      })}
    </>
  );
}
