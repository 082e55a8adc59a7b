import { type BlogPost, resolveSiteConfig } from '@forecourt/site-config';
import { describe, expect, it } from 'vitest';
import { blogPosts, blogSitemapPaths, findBlogPost, homeBlogCards } from './blog.ts';

const post = (slug: string, date: string): BlogPost => ({
  slug,
  title: slug.replaceAll('-', ' '),
  date,
  image_url: null,
  summary: `About ${slug}`,
  markdown: 'Body',
});

const site = (posts: BlogPost[], count = 3) =>
  resolveSiteConfig({ slug: 'acme', name: 'Acme', template: 'classic', blogs: { count, posts } });

const POSTS = [
  post('older', '2026-01-09'),
  post('newest', '2026-03-05'),
  post('middle', '2026-02-20'),
  post('oldest', '2025-12-01'),
];

describe('blog', () => {
  it('lists posts newest first', () => {
    expect(blogPosts(site(POSTS)).map((p) => p.slug)).toEqual([
      'newest',
      'middle',
      'older',
      'oldest',
    ]);
  });

  it('shows blogs.count cards on the home page, newest first (site-wide §3 blogs.count)', () => {
    expect(homeBlogCards(site(POSTS, 2)).map((card) => card.href)).toEqual([
      '/blog/newest',
      '/blog/middle',
    ]);
    expect(homeBlogCards(site(POSTS, 0))).toEqual([]);
  });

  it('dates a card dd MMMM yyyy (site-wide §3 Blog card, §9)', () => {
    expect(homeBlogCards(site(POSTS, 1))[0]).toEqual({
      href: '/blog/newest',
      heading: 'newest',
      image: null,
      date: '05 March 2026',
      dateTime: '2026-03-05',
      summary: 'About newest',
    });
  });

  it('finds a post by slug, or null', () => {
    expect(findBlogPost(site(POSTS), 'middle')?.date).toBe('2026-02-20');
    expect(findBlogPost(site(POSTS), 'nope')).toBeNull();
  });

  it('puts /blog and every post in the sitemap, nothing without posts (site-wide §2)', () => {
    expect(blogSitemapPaths(site(POSTS.slice(0, 2)))).toEqual([
      '/blog',
      '/blog/newest',
      '/blog/older',
    ]);
    expect(blogSitemapPaths(site([]))).toEqual([]);
  });
});
