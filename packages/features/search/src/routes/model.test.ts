// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { apiCar, resetCarFactory } from '@forecourt/test-utils';
import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { offer } from '../test-offers.ts';
import { loader } from './model.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({ slug: 'coastal-toyota', name: 'Coastal Toyota', template: 'oem' }),
);

beforeEach(() => resetCarFactory());

/** The loader's calls answered as the platform does: the stock feed and the offers. */
function args(modelSlug: string) {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  const cars = [
    apiCar({
      make: 'Toyota',
      model: 'LandCruiser 300',
      status: 'in_stock',
      car_type: 'new',
      price: 98_000,
    }),
    apiCar({
      make: 'Toyota',
      model: 'Corolla',
      status: 'in_stock',
      car_type: 'used',
      price: 19_000,
    }),
  ];
  context.set(platformFetchContext, async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/stock.json')) {
      return Response.json(
        { site: site.slug, generated_at: '', count: cars.length, cars },
        { headers: { etag: `W/"${modelSlug}"` } },
      );
    }
    if (path.endsWith('/offers')) {
      return Response.json({
        site: site.slug,
        count: 1,
        offers: [
          offer({
            model: { slug: 'landcruiser-300', name: 'LandCruiser 300', override_url: null },
          }),
        ],
      });
    }
    return Response.json({ error: 'Not found.' }, { status: 404 });
  });
  return {
    request: new Request(`http://coastal-toyota.localhost/${modelSlug}`),
    context,
    params: { modelSlug },
  } as unknown as Parameters<typeof loader>[0];
}

describe('/{model-slug} (site-wide §2: an offer’s Explore model link)', () => {
  it("is the model's page: name, price from, its stock, its offers and the all-stock link", async () => {
    const page = await loader(args('landcruiser-300'));
    expect(page).toMatchObject({
      name: 'Toyota LandCruiser 300',
      priceFrom: 98_000,
      stockCount: 1,
      allStockHref: '/search?model=LandCruiser+300',
      seo: { title: 'Toyota LandCruiser 300 | Coastal Toyota' },
    });
    expect(page.newDemo).toHaveLength(1);
    expect(page.used).toHaveLength(0);
    expect(page.offers.map((card) => card.id)).toEqual([1]);
    expect(page.seo.canonical).toMatch(/\/landcruiser-300$/);
  });

  it('is a 404 for a slug that names no model', async () => {
    await expect(loader(args('wp-login'))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
