// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { apiCar, resetCarFactory } from '@forecourt/test-utils';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { brandSitemapPaths } from '../brand-pages.ts';
import { loader as overviewLoader } from './brand-overview.tsx';
import { loader as brandsLoader } from './brands.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({
    slug: 'sunshine-used-cars',
    name: 'Sunshine Used Cars',
    template: 'classic',
  }),
);

/** A franchise that sells Toyota only (site config `makes`). */
const franchise = publicSiteConfig(
  resolveSiteConfig({
    slug: 'coastal-toyota',
    name: 'Coastal Toyota',
    template: 'oem',
    manufacturer: 'toyota',
    makes: ['toyota'],
  }),
);

beforeEach(() => resetCarFactory());

/** The loaders' stock feed answered as the platform does. */
function args(path: string, params: Record<string, string> = {}, forSite = site) {
  const context = new RouterContextProvider();
  context.set(siteContext, forSite);
  const cars = [
    apiCar({ make: 'Toyota', model: 'Corolla', status: 'in_stock' }),
    apiCar({ make: 'Toyota', model: 'Camry', status: 'in_stock' }),
    apiCar({ make: 'Toyota', model: 'Yaris', status: 'sold' }),
    apiCar({ make: 'Mazda', model: 'CX-5', status: 'in_stock' }),
  ];
  context.set(platformFetchContext, async (request) => {
    if (new URL(request.url).pathname.endsWith('/stock.json')) {
      return Response.json(
        { site: site.slug, generated_at: '', count: cars.length, cars },
        { headers: { etag: `W/"${path}"` } },
      );
    }
    return Response.json({ error: 'Not found.' }, { status: 404 });
  });
  return {
    request: new Request(`http://${forSite.slug}.localhost${path}`),
    context,
    params,
  } as unknown as Parameters<typeof brandsLoader>[0];
}

describe('/brands (site-wide §3 manufacturer catalogue)', () => {
  it('lists the stocked brands first with their in-stock count, then the other catalogue makes', async () => {
    const page = await brandsLoader(args('/brands'));
    expect(page.stocked.map((brand) => [brand.name, brand.count, brand.href])).toEqual([
      ['Toyota', 2, '/toyota/overview'],
      ['Mazda', 1, '/mazda/overview'],
    ]);
    expect(page.other[0]?.name).toBe('Abarth');
    expect(page.other.length + page.stocked.length).toBeGreaterThan(100);
  });

  it('leaves out skipPage makes (site-wide §3)', async () => {
    const page = await brandsLoader(args('/brands'));
    const names = [...page.stocked, ...page.other].map((brand) => brand.name);
    expect(names).not.toContain('Holden');
    expect(names).toContain('Ford');
  });

  it('has a Home → Brands breadcrumb list', async () => {
    const page = await brandsLoader(args('/brands'));
    expect(page.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Brands' }],
    });
  });
});

describe('/{brandSlug}/overview (site-wide §3)', () => {
  it("shows the brand's stock link and count on this site, with breadcrumbs", async () => {
    const page = await overviewLoader(args('/toyota/overview', { brandSlug: 'toyota' }));
    expect(page.brand).toMatchObject({ name: 'Toyota', count: 2, stockHref: '/search/toyota' });
    expect(page.seo.canonical).toMatch(/\/toyota\/overview$/);
    expect(page.jsonLd[0]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Brands' }, { name: 'Toyota' }],
    });
  });

  it('is a 404 for a skipPage make and for a slug not in the catalogue', async () => {
    await expect(
      overviewLoader(args('/holden/overview', { brandSlug: 'holden' })),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      overviewLoader(args('/nope/overview', { brandSlug: 'nope' })),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('has the banner and description of the brand entry (vehicle-stock §3)', async () => {
    const page = await overviewLoader(args('/toyota/overview', { brandSlug: 'toyota' }));
    expect(page.brand.banner).toBe('/media/manufacturers/toyota-banner.svg');
    expect(page.brand.description).toMatch(/Toyota range/);
  });
});

describe('brand pages on a franchise site (site config `makes`)', () => {
  it('lists only the makes the site sells on /brands', async () => {
    const page = await brandsLoader(args('/brands', {}, franchise));
    expect([...page.stocked, ...page.other].map((brand) => brand.slug)).toEqual(['toyota']);
  });

  it("redirects another brand's overview page to /brands, and serves its own", async () => {
    const response = await overviewLoader(
      args('/ferrari/overview', { brandSlug: 'ferrari' }, franchise),
    ).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe('/brands');
    const own = await overviewLoader(args('/toyota/overview', { brandSlug: 'toyota' }, franchise));
    expect(own.brand.stockHref).toBe('/search/toyota');
  });

  it('puts only its own brand pages in the sitemap, never another make', () => {
    expect(brandSitemapPaths(franchise)).toEqual(['/brands', '/toyota/overview']);
    expect(brandSitemapPaths(site)).toContain('/ferrari/overview');
  });
});
