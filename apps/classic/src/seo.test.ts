import { describe, expect, it } from 'vitest';
import { canonicalUrl, errorMeta, pageMeta } from './seo.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('seo', () => {
  it("names the site's own domain as canonical, whatever host served the page", () => {
    expect(
      canonicalUrl('https://www.acme.com.au', 'http://acme.localhost:4000/cars/a?x=1', '/cars/a'),
    ).toBe('https://www.acme.com.au/cars/a');
  });

  it('falls back to the request origin when the site has no url', () => {
    expect(canonicalUrl(null, 'http://acme.localhost:4000/search', '/search')).toBe(
      'http://acme.localhost:4000/search',
    );
  });

  it('gives each page a title, a description, a canonical link and noindex when asked', () => {
    const meta = pageMeta({
      title: 'Thank you | Acme',
      description: 'Thanks.',
      canonical: 'https://www.acme.com.au/success',
      noindex: true,
    });
    expect(meta).toContainEqual({ title: 'Thank you | Acme' });
    expect(meta).toContainEqual({ name: 'description', content: 'Thanks.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://www.acme.com.au/success',
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('titles an error page by what went wrong', () => {
    expect(errorMeta(new Error('boom'), 'Acme')[0]).toEqual({
      title: 'Something went wrong | Acme',
    });
  });
});

describe('sitemap', () => {
  it('lists absolute URLs with their last change, XML-escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://www.acme.com.au/' },
      { loc: 'https://www.acme.com.au/cars/a&b', lastmod: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.acme.com.au/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://www.acme.com.au/cars/a&amp;b</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod></url>',
    );
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.acme.com.au/sitemap.xml')).toContain(
      'Sitemap: https://www.acme.com.au/sitemap.xml',
    );
  });
});
