// @vitest-environment node
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loader } from './results.tsx';

const site = publicSiteConfig(
  resolveSiteConfig({ slug: 'metro-auto-group', name: 'Metro Auto Group', template: 'group' }),
);

/** A group's stock: 120 Audi models (A…) before Ford's Ranger and Kia's Sportage alphabetically. */
const STOCK: { make: string; model: string; location_name: string; location_slug: string }[] = [
  ...Array.from({ length: 120 }, (_, index) => ({
    make: 'Audi',
    model: `A${String(index).padStart(3, '0')}`,
    location_name: 'Metro Ford Hexham',
    location_slug: 'metro-hexham',
  })),
  {
    make: 'Ford',
    model: 'Ranger',
    location_name: 'Metro Ford Hexham',
    location_slug: 'metro-hexham',
  },
  {
    make: 'Kia',
    model: 'Sportage',
    location_name: 'Metro Kia Newcastle',
    location_slug: 'metro-kia',
  },
];

/** The facet values of the cars a filter keeps, cut to the engine's 100 (alphabetical). */
function facetDistribution(facets: string[], filter: unknown[]) {
  const wanted = (attribute: string) =>
    filter
      .flat()
      .map((part) => new RegExp(`^${attribute} = "(.*)"$`).exec(String(part))?.[1])
      .find((value) => value !== undefined);
  const make = wanted('make');
  const locationSlug = wanted('location_slug');
  const cars = STOCK.filter(
    (car) =>
      (make === undefined || car.make === make) &&
      (locationSlug === undefined || car.location_slug === locationSlug),
  );
  return Object.fromEntries(
    facets.map((facet) => {
      const values = [...new Set(cars.map((car) => car[facet as keyof (typeof cars)[number]]))]
        .filter((value) => value !== undefined)
        .sort()
        .slice(0, 100);
      return [facet, Object.fromEntries(values.map((value) => [value, 1]))];
    }),
  );
}

function args(path: string) {
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, async (request) => {
    const { queries } = (await request.json()) as {
      queries: { facets?: string[]; filter?: unknown[] }[];
    };
    return Response.json({
      results: queries.map((query) => ({
        indexUid: 'cars',
        hits: [],
        query: '',
        processingTimeMs: 0,
        hitsPerPage: 0,
        page: 1,
        totalPages: 0,
        totalHits: 0,
        facetDistribution: facetDistribution(query.facets ?? [], query.filter ?? []),
        facetStats: {},
      })),
    });
  });
  return {
    request: new Request(`http://metro-auto-group.localhost/search/${path}`),
    context,
    params: { '*': path },
  } as unknown as Parameters<typeof loader>[0];
}

/** The page's data: a failed search answers `data(…, { status: 503 })`, an answered one the object. */
async function pageState(path: string) {
  const page = await loader(args(path));
  return ('init' in page && 'data' in page ? page.data : page).state;
}

describe('/search/{make}/{model} and /search/{location} (site-wide §2)', () => {
  it('finds a model past the first 100 of the stock (a facet lists at most 100 values)', async () => {
    expect((await pageState('ford/ranger')).refinements).toMatchObject({
      make: ['Ford'],
      model: ['Ranger'],
    });
    expect((await pageState('kia/sportage')).refinements).toMatchObject({
      make: ['Kia'],
      model: ['Sportage'],
    });
  });

  it('is a 404 for a model the make does not have', async () => {
    await expect(loader(args('ford/sportage'))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loader(args('ferrari'))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("takes a location's own slug, not only the slug of its name (View Our Stock)", async () => {
    expect((await pageState('metro-kia')).refinements).toMatchObject({
      location_name: ['Metro Kia Newcastle'],
    });
    await expect(loader(args('metro-nowhere'))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
