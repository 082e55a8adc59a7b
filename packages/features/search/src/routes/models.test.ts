// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig, type SiteConfigInput } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader, rangeModels } from './models.tsx';

type RangePage = Extract<Awaited<ReturnType<typeof loader>>, { models: unknown }>;

/** The range page's data (the search answers, so not the 503 of a failed search). */
const range = async (request: never) => (await loader(request)) as RangePage;

/** The search answering facets only: makes, models and bodies of the new and demo stock. */
function args(path: string, overrides: Partial<SiteConfigInput> = {}) {
  const site = publicSiteConfig(
    resolveSiteConfig({ slug: 'acme', name: 'Acme Motors', template: 'classic', ...overrides }),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, async () =>
    Response.json({
      results: [
        {
          hits: [],
          facetDistribution: {
            make: { Toyota: 9 },
            model: { HiLux: 5, Corolla: 3, RAV4: 1 },
            body: { Ute: 5, Hatch: 3, SUV: 1 },
          },
        },
      ],
    }),
  );
  return {
    request: new Request(`http://acme.localhost${path}`),
    context,
    params: {},
    unstable_pattern: '/models',
  } as never;
}

describe('/models (site-wide §2 /models?body=)', () => {
  it('serves the range on any template, most stocked first, with the body types as links', async () => {
    for (const template of ['classic', 'group', 'oem'] as const) {
      const page = await range(args('/models', { template }));
      expect(page.models.map((model) => model.model)).toEqual(['HiLux', 'Corolla', 'RAV4']);
      expect(page.bodies.map((body) => body.href)).toContain('/models?body=ute');
    }
  });

  it('links each model to its new and demo cars, the stock its count counts (vehicle-stock §4)', async () => {
    const page = await range(args('/models', { template: 'oem' }));
    expect(page.models[0]).toEqual({
      model: 'HiLux',
      count: 5,
      href: '/search/toyota/hilux?car_type=new&car_type=demo',
    });
  });

  it('reads the body type from ?body= as its slug', async () => {
    const page = await range(args('/models?body=suv'));
    expect(page.body).toBe('SUV');
    expect(page.unknownBody).toBe(false);
    expect((await range(args('/models?body=boat'))).unknownBody).toBe(true);
  });

  it('lists the configured stock.models in their order (site-wide §3 stock.models)', async () => {
    const page = await range(args('/models', { stock: { models: ['RAV4', 'Camry', 'HiLux'] } }));
    expect(page.models.map((model) => [model.model, model.count])).toEqual([
      ['RAV4', 1],
      ['HiLux', 5],
    ]);
  });
});

describe('rangeModels', () => {
  it('matches configured names by slug, so case does not matter', () => {
    expect(rangeModels([['Land Cruiser', 2]], ['land cruiser', 'Camry'])).toEqual([
      ['Land Cruiser', 2],
    ]);
  });
});
