import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import {
  PUBLIC_PAGE_CACHE_CONTROL,
  platformFetchContext,
  siteContext,
} from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCar } from '../test/api-car.ts';
import { DEALER_VDP_COPY } from '../test/dealer-copy.ts';
import { action, headers, loader } from './car.tsx';
import { loader as priceComparisonLoader } from './car-price-comparison.tsx';

const LENDER = {
  interestRate: 8.49,
  comparisonRate: 9.19,
  paymentWeek: 147.2,
  paymentMonth: 638,
  deposit: 0,
  termYears: 5,
  balloon: 0,
  establishmentFees: 395,
  disclaimer: 'A guide only, not a loan offer.',
};

const CAR = apiCar({
  slug: 'a-car',
  path: '/cars/a-car',
  make: 'Toyota',
  year: 2022,
  price: 30_000,
  status: 'in_stock',
  finance_lenders: { manual: LENDER },
  autograb_data: { state_average_market_price: 32_000, average_market_price: 31_000 },
  youxQuote: null,
});

const AUTOGAUGE = {
  fill: 0.7,
  listing_price: 30_000,
  market_range_min: 29_000,
  market_range_max: 34_000,
  confidence: 0.9,
  description: null,
  widget: null,
};

/** The platform API as the route sees it: JSON answers by path, every request recorded. */
function platform(car = CAR) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ method: request.method, path, body });
    const json = (value: unknown, status = 200) => Response.json(value, { status });
    if (path === `/api/cars/${car.slug}`) return json({ car });
    if (path === '/api/youx/quote')
      return json({ weeklyRepaymentAmount: 120, advertisedRate: 8.49, comparisonRate: 9.19 });
    if (path === `/api/cars/${car.slug}/autogauge`) return json(AUTOGAUGE);
    if (path === '/api/leads') return json({ lead_id: 'L1' }, 201);
    return json({ error: 'Not found' }, 404);
  };
  return { calls, fetch };
}

function contextFor(
  fetch: (request: Request) => Promise<Response>,
  overrides: Record<string, unknown> = {},
) {
  const site = publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-site',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://test.example',
      dealerships: [{ id: 1, name: 'Test Motors', slug: 'test-motors' }],
      finance_provider: 'manual',
      features: { price_comparison: true, market_price_badge: true },
      ...overrides,
    }),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, fetch);
  return context;
}

const args = (request: Request, context: RouterContextProvider) => ({
  request,
  context,
  params: { slug: 'a-car' },
  unstable_pattern: '/cars/:slug',
});

afterEach(() => vi.restoreAllMocks());

describe('vehicle page route', () => {
  it('server-renders the one finance estimate and the market badge for an eligible car (vehicle-stock §4, §5; site-wide §9)', async () => {
    const api = platform();
    const data = await loader(
      args(new Request('https://test.example/cars/a-car'), contextFor(api.fetch)) as never,
    );
    // $30,000 on the platform basis: 10% p.a., 5 years, 10% deposit, 30% final payment.
    expect(data.finance?.summary.repayment).toBe('$105');
    expect(data.finance?.stickyWeekly).toBe('$105');
    expect(data.finance?.calculator?.bounds.amount.default).toBe(30_000);
    expect(data.marketBadge).toBe('$2,000 below market price');
    expect(data.priceComparison).toBe(true);
    // No second quote on another basis beside the estimate.
    expect(api.calls.some((call) => call.path === '/api/youx/quote')).toBe(false);
  });

  it("links to the site's finance base path #finance-form with the car's parameters (vehicle-stock §2, §7)", async () => {
    const car = apiCar({
      ...CAR,
      id: 42,
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
      dealership_slug: 'test-motors',
    });
    const api = platform(car);
    const data = await loader(
      args(
        new Request('https://test.example/cars/a-car'),
        contextFor(api.fetch, { finance: { path: '/apply-for-finance' } }),
      ) as never,
    );
    const link = new URL(data.financeApplication ?? '', 'https://test.example');
    expect(link.pathname).toBe('/apply-for-finance');
    expect(link.hash).toBe('#finance-form');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      preferredDealership: 'test-motors',
      vehiclePriceBudget: '30000',
      car_id: '42',
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
    });
  });

  it('shows no finance and asks for no quote on a site without a provider (vehicle-stock §5)', async () => {
    const api = platform();
    const data = await loader(
      args(
        new Request('https://test.example/cars/a-car'),
        contextFor(api.fetch, { finance_provider: null, features: {} }),
      ) as never,
    );
    expect(data.finance).toBeNull();
    expect(data.marketBadge).toBeNull();
    expect(data.priceComparison).toBe(false);
    expect(api.calls.some((call) => call.path === '/api/youx/quote')).toBe(false);
  });

  it('gives the page its tabs, action links, calculators and analytics data (vehicle-stock §2, §5, §7)', async () => {
    const car = {
      ...CAR,
      id: 9,
      car_type: 'used',
      stocknum: 'T9',
      model: 'Corolla',
      simple_fuel: 'Petrol',
      file: 'https://cdn.example/history/9.pdf',
      variant: { fuelconsumptioncombined: 6.8 },
      standardEquipment: ['Cruise control'],
    };
    const api = platform(car);
    const data = await loader(
      args(
        new Request('https://test.example/cars/a-car'),
        contextFor(api.fetch, {
          features: { delivery_calculator: true, reserve_online: true, history_report: true },
          // The dealer's own copy: the platform defaults hold none (site-wide §1).
          vdp_copy: DEALER_VDP_COPY,
        }),
      ) as never,
    );
    expect(data.tools.tabIds).toEqual([
      'dealer-comments',
      'whats-included',
      'why-buy-from-us',
      'reserve-online',
      'protect-your-car',
      'features',
    ]);
    expect(data.tools.actions.reserve?.href).toBe('/cars/a-car/checkout');
    expect(data.tools.actions.historyReport?.href).toBe('https://cdn.example/history/9.pdf');
    expect(data.tools.fuelEconomy).toBe(6.8);
    expect(data.tools.delivery).toBe(true);
    expect(data.tools.analytics).toEqual({
      site: 'test-site',
      vehicle: {
        id: 9,
        slug: 'a-car',
        title: data.vehicle.title,
        stocknum: 'T9',
        make: 'Toyota',
        model: 'Corolla',
        year: 2022,
        car_type: 'used',
        price: 30_000,
      },
    });
  });

  it('hides the fuel calculator for an electric car and the delivery calculator where off (vehicle-stock §5)', async () => {
    const api = platform({ ...CAR, simple_fuel: 'Electric' });
    const data = await loader(
      args(new Request('https://test.example/cars/a-car'), contextFor(api.fetch)) as never,
    );
    expect(data.tools.fuelEconomy).toBeNull();
    expect(data.tools.delivery).toBe(false);
    expect(data.tools.actions.historyReport).toBeNull();
  });

  it('posts a Finance Enquiry lead for intent=finance_quote and goes to /success (vehicle-stock §7)', async () => {
    const api = platform();
    const form = new URLSearchParams({
      intent: 'finance_quote',
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      vehiclePriceBudget: '30000',
    });
    const response = await action(
      args(
        new Request('https://test.example/cars/a-car', { method: 'POST', body: form }),
        contextFor(api.fetch),
      ) as never,
    );
    expect((response as Response).headers.get('location')).toBe('/success?car=a-car&lead=finance');
    const lead = api.calls.find((call) => call.path === '/api/leads');
    expect(lead?.body).toMatchObject({ category: 'Finance Enquiry', car_id: CAR.id });
  });

  it('keeps the enquiry path without an intent (vehicle-stock §7)', async () => {
    const api = platform();
    const form = new URLSearchParams({
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Hello',
    });
    const response = await action(
      args(
        new Request('https://test.example/cars/a-car', { method: 'POST', body: form }),
        contextFor(api.fetch),
      ) as never,
    );
    const lead = api.calls.find((call) => call.path === '/api/leads');
    expect(lead?.body).toMatchObject({ category: 'Car Enquiry' });
    // /success sends the car enquiry's events, 15 then 22 (vehicle-stock §7).
    expect((response as Response).headers.get('location')).toBe(
      '/success?car=a-car&lead=car_enquiry',
    );
  });

  it('gives the price comparison, or null when the site switches it off (vehicle-stock §5)', async () => {
    const api = platform();
    const request = new Request('https://test.example/cars/a-car/price-comparison');
    const on = await priceComparisonLoader(args(request, contextFor(api.fetch)) as never);
    expect(on.data.comparison).toMatchObject({ label: 'Great Deal', fill: 'high' });
    // The same for every shopper: the rendered-page cache may keep it.
    expect(new Headers(on.init?.headers).get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const off = await priceComparisonLoader(
      args(request, contextFor(api.fetch, { features: {} })) as never,
    );
    expect(off.data.comparison).toBeNull();
  });

  it('counts no view while rendering and opts the page into the page cache', async () => {
    const api = platform(apiCar({ ...CAR, views: 41 }));
    const data = await loader(
      args(new Request('https://test.example/cars/a-car'), contextFor(api.fetch)) as never,
    );
    // The page counts its view after hydration (useViewCount), so every render is the same.
    expect(api.calls.filter((call) => /view/.test(call.path))).toEqual([]);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/cars/a-car']);
    expect(data.views).toBe(41);
    expect(new Headers(headers({} as never)).get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});
