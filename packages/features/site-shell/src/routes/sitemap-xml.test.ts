// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformFetchContext } from '../platform-fetch.ts';
import { siteContext } from '../site-context.tsx';
import { apiCar } from '../test/api-car.ts';
import { sitemapLoader } from './sitemap-xml.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
    url: 'https://www.sunshine.example',
  }),
);

function args() {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  const cars = [apiCar({ status: 'in_stock' })];
  context.set(platformFetchContext, async () =>
    Response.json({ site: site.slug, generated_at: '', count: cars.length, cars }),
  );
  return {
    request: new Request('http://sunshine-used-cars.localhost/sitemap.xml'),
    context,
    params: {},
  } as never;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('/sitemap.xml (site-wide §2: every page in the sitemap)', () => {
  it('lists the given pages, the pages read per request, each once, then the vehicle pages', async () => {
    const loader = sitemapLoader(
      ['/', '/search', '/about-us', '/brands'],
      [async () => ['/special-offers', '/offers/7', '/brands']],
    );
    const response = (await loader(args())) as Response;
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const urls = locs(await response.text());
    expect(urls.slice(0, 6)).toEqual([
      'https://www.sunshine.example/',
      'https://www.sunshine.example/search',
      'https://www.sunshine.example/about-us',
      'https://www.sunshine.example/brands',
      'https://www.sunshine.example/special-offers',
      'https://www.sunshine.example/offers/7',
    ]);
    expect(urls).toHaveLength(7);
    expect(urls[6]).toMatch(/^https:\/\/www\.sunshine\.example\/cars\//);
  });
});
