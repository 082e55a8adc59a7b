import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader as blogLoader } from './blog.tsx';
import { loader as postLoader } from './blog-post.tsx';

const SITE = publicSiteConfig(
  resolveSiteConfig({
    slug: 'acme',
    name: 'Acme Cars',
    template: 'classic',
    url: 'https://www.acme.com.au',
    blogs: {
      count: 3,
      posts: [
        {
          slug: 'winter-tips',
          title: 'Winter tips',
          date: '2026-06-01',
          summary: 'Five checks before winter.',
          markdown: '## Tyres\n\nCheck the <script>x()</script>tread.',
        },
        {
          slug: 'spring-sale',
          title: 'Spring sale',
          date: '2026-09-01',
          summary: 'Spring prices.',
          markdown: 'Sale on.',
        },
      ],
    },
  }),
);

function args(path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(siteContext, SITE);
  return {
    request: new Request(`http://acme.localhost:4000${path}`),
    context,
    params,
    unstable_pattern: path,
  } as unknown as Parameters<typeof postLoader>[0];
}

describe('/blog', () => {
  it('lists the posts newest first with title, description, canonical and breadcrumbs (site-wide §2)', async () => {
    const data = await blogLoader(args('/blog'));
    expect(data.seo).toEqual({
      title: 'News and Blog | Acme Cars',
      description: 'News, buying guides and tips from Acme Cars.',
      canonical: 'https://www.acme.com.au/blog',
    });
    expect(data.cards.map((card) => [card.href, card.date])).toEqual([
      ['/blog/spring-sale', '01 September 2026'],
      ['/blog/winter-tips', '01 June 2026'],
    ]);
    expect(data.jsonLd[0]).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('/blog/:slug', () => {
  it('shows one post: sanitised HTML, BlogPosting and BreadcrumbList JSON-LD', async () => {
    const data = await postLoader(args('/blog/winter-tips', { slug: 'winter-tips' }));
    expect(data.seo).toEqual({
      title: 'Winter tips | Acme Cars',
      description: 'Five checks before winter.',
      canonical: 'https://www.acme.com.au/blog/winter-tips',
    });
    expect(data.post.html).toContain('<h3>Tyres</h3>');
    expect(data.post.html).not.toContain('<script');
    expect(data.post.date).toBe('01 June 2026');
    expect(data.jsonLd[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Winter tips',
      datePublished: '2026-06-01',
      url: 'https://www.acme.com.au/blog/winter-tips',
      publisher: { '@type': 'Organization', name: 'Acme Cars' },
    });
    expect(data.jsonLd[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'News and Blog', item: 'https://www.acme.com.au/blog' },
        { position: 3, name: 'Winter tips' },
      ],
    });
  });

  it('is a 404 for an unknown post', async () => {
    await expect(postLoader(args('/blog/nope', { slug: 'nope' }))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
