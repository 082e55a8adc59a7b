import { publicSiteConfig, resolveSiteConfig, type SiteConfigInput } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiCar, testLocation } from '../test/api-car.ts';
import { loader } from './car.tsx';
import { loader as similarLoader } from './car-similar.tsx';

const location = testLocation();
const CAR = apiCar({
  slug: 'a-car',
  path: '/cars/a-car',
  make: 'Toyota',
  model: 'Corolla',
  price: 30_000,
  status: 'in_stock',
  vin: 'JTMBFREV10D123456',
  regplate: '123ABC',
  location: { ...location, address: { ...location.address, lat: -27.5339, long: 153.0227 } },
});

/** The platform API: the car by slug; every other path (the search) recorded and empty. */
function platform(car = CAR) {
  const paths: string[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    paths.push(path);
    if (path === `/api/cars/${car.slug}`) return Response.json({ car });
    if (path.startsWith('/search')) return Response.json({ results: [{ hits: [] }] });
    return Response.json({ error: 'Not found' }, { status: 404 });
  };
  return { paths, fetch };
}

function contextFor(fetch: (request: Request) => Promise<Response>, overrides: object = {}) {
  const site = publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-site',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://test.example',
      ...overrides,
    } as SiteConfigInput),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, fetch);
  return context;
}

const load = (fetch: (request: Request) => Promise<Response>, overrides: object = {}) =>
  loader({
    request: new Request('https://test.example/cars/a-car'),
    context: contextFor(fetch, overrides),
    params: { slug: 'a-car' },
    unstable_pattern: '/cars/:slug',
  } as never);

describe('vehicle page site switches', () => {
  it('shows the sticky header and footer by default and drops each where switched off (vehicle-stock §2)', async () => {
    const { fetch } = platform();
    expect((await load(fetch)).sticky).toEqual({ header: true, footer: true });
    const off = await load(fetch, { features: { sticky_header: false, sticky_footer: false } });
    expect(off.sticky).toEqual({ header: false, footer: false });
  });

  it('loads no similar vehicles for a sold car where similar_vehicles is off (vehicle-stock §2)', async () => {
    const sold = apiCar({ ...CAR, status: 'sold', sold: true });
    const on = platform(sold);
    expect((await load(on.fetch)).showSimilar).toBe(true);
    expect(on.paths.some((path) => path.startsWith('/search'))).toBe(true);
    const off = platform(sold);
    const page = await load(off.fetch, { features: { similar_vehicles: false } });
    expect(page.showSimilar).toBe(false);
    expect(page.similar).toBeNull();
    expect(off.paths).toEqual(['/api/cars/a-car']);
  });

  it('answers 404 at /cars/{slug}/similar where similar_vehicles is off (vehicle-stock §2)', async () => {
    const { fetch } = platform();
    const args = (overrides: object) =>
      ({
        request: new Request('https://test.example/cars/a-car/similar'),
        context: contextFor(fetch, overrides),
        params: { slug: 'a-car' },
        unstable_pattern: '/cars/:slug/similar',
      }) as never;
    await expect(
      similarLoader(args({ features: { similar_vehicles: false } })),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(similarLoader(args({}))).resolves.toMatchObject({ data: { cards: [] } });
  });

  it("maps the car's yard where vdp_config.show_map_section is on, not where off (site-wide §3)", async () => {
    const { fetch } = platform();
    const on = await load(fetch);
    expect(on.map).toEqual({
      point: { label: 'Moorooka', lat: -27.5339, long: 153.0227 },
      href: expect.stringContaining('openstreetmap.org/?mlat=-27.53390&mlon=153.02270'),
    });
    const off = await load(fetch, { vdp_config: { show_map_section: false } });
    expect(off.map).toBeNull();
  });

  it('links Car Analysis and PPSR Report where their URLs are set (site-wide §3 plugins)', async () => {
    const { fetch } = platform();
    expect((await load(fetch)).plugins).toEqual([]);
    const page = await load(fetch, {
      plugins: {
        car_analysis_url: 'https://reports.example/analysis?vin={vin}',
        ppsr_report_url: 'https://ppsr.example/check?rego={rego}',
      },
    });
    expect(page.plugins).toEqual([
      { label: 'Car Analysis', href: 'https://reports.example/analysis?vin=JTMBFREV10D123456' },
      { label: 'PPSR Report', href: 'https://ppsr.example/check?rego=123ABC' },
    ]);
  });
});
