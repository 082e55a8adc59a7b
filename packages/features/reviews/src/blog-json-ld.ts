import type { BlogPost } from '@forecourt/site-config';
import { absoluteUrl, type JsonLd } from '@forecourt/site-shell';

/** A post as a schema.org `BlogPosting`: headline, description, date, image, publisher, page. */
export function blogPostingJsonLd(
  post: BlogPost,
  site: { name: string; origin: string },
  url: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    mainEntityOfPage: url,
    url,
    ...(post.image_url ? { image: absoluteUrl(site.origin, post.image_url) } : {}),
    author: { '@type': 'Organization', name: site.name },
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl(site.origin, '/') },
  };
}
