import { formatDate } from '@forecourt/format';
import type { BlogPost, PublicSiteConfig } from '@forecourt/site-config';

/** The blog list page (site-wide §2 /blog). */
export const BLOG_PATH = '/blog';
export const BLOG_HEADING = 'News and Blog';
export const BLOG_EMPTY_TEXT = 'There are no posts yet. Check back soon.';

type BlogSite = Pick<PublicSiteConfig, 'blogs'>;

/** A blog card (site-wide §3 Blog card: href, heading, image, date shown as `dd MMMM yyyy`). */
export interface BlogCardData {
  href: string;
  heading: string;
  image: string | null;
  /** `dd MMMM yyyy` (site-wide §9), e.g. `05 March 2026`. */
  date: string | null;
  /** The ISO day, for `<time dateTime>`. */
  dateTime: string;
  summary: string;
}

/** A post's page: `/blog/{slug}`. */
export const blogPostPath = (slug: string) => `${BLOG_PATH}/${encodeURIComponent(slug)}`;

/** The site's posts, newest first (then by title). */
export function blogPosts(site: BlogSite): BlogPost[] {
  return [...site.blogs.posts].sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'en-AU'),
  );
}

/** One post by slug, or null. */
export function findBlogPost(site: BlogSite, slug: string): BlogPost | null {
  return site.blogs.posts.find((post) => post.slug === slug) ?? null;
}

export function blogCardView(post: BlogPost): BlogCardData {
  return {
    href: blogPostPath(post.slug),
    heading: post.title,
    image: post.image_url,
    date: formatDate(post.date),
    dateTime: post.date,
    summary: post.summary,
  };
}

/** The home page's blog cards: the newest `blogs.count` posts (site-wide §3 blogs.count). */
export function homeBlogCards(site: BlogSite): BlogCardData[] {
  return blogPosts(site).slice(0, site.blogs.count).map(blogCardView);
}

/** The blog's pages for the sitemap: /blog and each post (nothing when the site has no posts). */
export function blogSitemapPaths(site: BlogSite): string[] {
  const posts = blogPosts(site);
  return posts.length ? [BLOG_PATH, ...posts.map((post) => blogPostPath(post.slug))] : [];
}
