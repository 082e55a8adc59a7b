import { LEAD_CATEGORIES } from '@forecourt/lead-payloads';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { action, loader } from './finance.tsx';
import { loader as personalisedLoader } from './personalised-finance.tsx';

/** The car the personalised page loads (the API's car shape, the fields the page reads). */
const CAR = {
  id: 42,
  slug: '2022-kia-sportage-sx-42',
  path: '/cars/2022-kia-sportage-sx-42',
  name: '2022 Kia Sportage SX',
  year: 2022,
  make: 'Kia',
  model: 'Sportage',
  badge: 'SX',
  price: 34990,
  before_price: null,
  offer_price: null,
  subscription_price: null,
  car_type: 'used',
  vin: 'KNAPU81BDN7123456',
  dealership_slug: 'metro-kia',
  primary_image_url: '/media/cars/42/1.jpg',
  status: 'in_stock',
};

/** The platform as the route sees it: search answers and leads, every request recorded. */
function platform() {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ path, body });
    if (path === '/search/multi-search') {
      return Response.json({
        results: [
          {
            hits: [],
            facetDistribution: { body: { SUV: 5, Ute: 3 } },
            facetStats: { price: { min: 8_990, max: 64_990 } },
          },
        ],
      });
    }
    if (path === '/api/leads') return Response.json({ lead_id: 'L1' }, { status: 201 });
    if (path === '/api/cars/42' || path === `/api/cars/${CAR.slug}`) {
      // The API's own tenant check: the car is shown only on its site.
      const site = new URL(request.url).searchParams.get('site');
      if (site === 'metro-auto-group') return Response.json({ car: CAR });
    }
    return Response.json({ error: 'Not found' }, { status: 404 });
  };
  return { calls, fetch };
}

function contextFor(fetch: (request: Request) => Promise<Response>, overrides = {}) {
  const site = publicSiteConfig(
    resolveSiteConfig({
      slug: 'metro-auto-group',
      name: 'Metro Auto Group',
      template: 'group',
      url: 'https://metro.example',
      dealerships: [
        { id: 1, name: 'Metro Toyota', slug: 'metro-toyota' },
        { id: 2, name: 'Metro Kia', slug: 'metro-kia' },
      ],
      ...overrides,
    }),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, fetch);
  return context;
}

const args = (request: Request, context: RouterContextProvider) =>
  ({ request, context, params: {}, unstable_pattern: '/finance' }) as never;

const LINK =
  'https://metro.example/finance?preferredDealership=metro-kia&vehiclePriceBudget=24990&car_id=42&car_type=used&vin=JTMBFREV10D123456';

describe('/finance route (vehicle-stock §2, site-wide §2)', () => {
  it("pre-fills from the link's parameters, lists the dealerships and reads the budget stock", async () => {
    const api = platform();
    const data = await loader(args(new Request(LINK), contextFor(api.fetch)));
    expect(data.values).toEqual({
      preferredDealership: 'metro-kia',
      vehiclePriceBudget: '24990',
      car_id: '42',
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
    });
    expect(data.dealerships).toEqual([
      { value: 'metro-toyota', label: 'Metro Toyota' },
      { value: 'metro-kia', label: 'Metro Kia' },
    ]);
    expect(data.budget?.bodies).toEqual(['SUV', 'Ute']);
    expect(data.budget?.settings).toEqual({
      finance: {
        interest_rate: 10,
        term_years: 5,
        balloon_percent: 30,
        establishment_fee: 0,
        fees: [],
        monthly_account_fee: 0,
      },
      searchPath: '/search',
      vehicles: 'cars',
      priceRange: { min: 8_990, max: 64_990 },
    });
    // The stand-alone calculator (site-wide §9): $30,000 on the site's finance basis.
    expect(data.calculator?.bounds.amount).toMatchObject({ max: 250_000, default: 30_000 });
    expect(data.calculator).toMatchObject({ depositDefault: 3000, residualDefault: 9000 });
    // The budget stock filter (site-wide §7): the budget finder also requires price>1000.
    const search = api.calls.find((call) => call.path === '/search/multi-search');
    expect(JSON.stringify(search?.body)).toContain('price>1000');
  });

  it("sends visitors to sign-in only where the site lists 'finance' (site-wide §2 Sign-in gating)", async () => {
    const open = await loader(args(new Request(LINK), contextFor(platform().fetch)));
    expect(open.heading).toBe('Finance');
    const gated = contextFor(platform().fetch, { sign_in: { required_types: ['finance'] } });
    const thrown = await loader(args(new Request(LINK), gated)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get('location') ?? '';
    expect(location).toMatch(/^\/sign-in\?type=finance&redirect=/);
  });

  it("gates the personalised page by 'car-finance' (site-wide §2)", async () => {
    const gated = contextFor(platform().fetch, { sign_in: { required_types: ['car-finance'] } });
    const request = new Request('https://metro.example/personalised/finance?car_id=42');
    const thrown = await personalisedLoader(args(request, gated)).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toMatch(/type=car-finance/);
  });

  it('loads the car by id or slug, shows it and starts the application from it (site-wide §2)', async () => {
    for (const key of ['42', CAR.slug]) {
      const request = new Request(`https://metro.example/personalised/finance?car_id=${key}`);
      const data = await personalisedLoader(args(request, contextFor(platform().fetch)));
      expect(data.car, key).toEqual({
        title: '2022 Kia Sportage SX',
        priceText: '$34,990',
        image: '/media/cars/42/1.jpg',
        href: '/cars/2022-kia-sportage-sx-42',
      });
      expect(data.carNote).toBeNull();
      expect(data.values).toEqual({
        preferredDealership: 'metro-kia',
        vehiclePriceBudget: '34990',
        car_id: '42',
        car_type: 'used',
        vin: 'KNAPU81BDN7123456',
      });
    }
  });

  it('gives the plain form with a note for an unknown car, never a 404', async () => {
    const request = new Request(
      'https://metro.example/personalised/finance?car_id=999&vin=X&vehiclePriceBudget=5000&preferredDealership=metro-kia',
    );
    const data = await personalisedLoader(args(request, contextFor(platform().fetch)));
    expect(data.car).toBeNull();
    expect(data.carNote).toMatch(/could not find that vehicle/);
    expect(data.values).toEqual({ preferredDealership: 'metro-kia' });
    // Another site's car is unknown here too (the API's site check).
    const elsewhere = await personalisedLoader(
      args(
        new Request('https://metro.example/personalised/finance?car_id=42'),
        contextFor(platform().fetch, { slug: 'other-site' }),
      ),
    );
    expect(elsewhere.car).toBeNull();
    // The plain /finance page never loads a car.
    const api = platform();
    const plain = await loader(args(new Request(LINK), contextFor(api.fetch)));
    expect(plain.car).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith('/api/cars/'))).toBe(false);
  });

  it('posts a finance lead and goes to /success (vehicle-stock §7, site-wide §4)', async () => {
    const api = platform();
    const body = new URLSearchParams({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '4000',
      preferredDealership: 'metro-kia',
      vehiclePriceBudget: '24990',
      car_id: '42',
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
      opt_in: 'on',
    });
    const response = (await action(
      args(new Request(LINK, { method: 'POST', body }), contextFor(api.fetch)),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/success');
    const lead = api.calls.find((call) => call.path === '/api/leads')?.body;
    expect(lead).toMatchObject({
      category: LEAD_CATEGORIES.finance,
      car_id: 42,
      vehiclePriceBudget: 24_990,
      preferredDealership: 'metro-kia',
      site: 'metro-auto-group',
    });
  });

  it('answers 400 with the field messages and sends nothing when a field is wrong (site-wide §5, §8)', async () => {
    const api = platform();
    const body = new URLSearchParams({ name: 'Jo', opt_in: 'on' });
    const result = (await action(
      args(new Request(LINK, { method: 'POST', body }), contextFor(api.fetch)),
    )) as unknown as { init: { status: number }; data: { fieldErrors: Record<string, string> } };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.fieldErrors)).toEqual(
      expect.arrayContaining(['preferredDealership', 'email', 'phone', 'postcode']),
    );
    expect(api.calls.some((call) => call.path === '/api/leads')).toBe(false);
  });
});
