import { ApiClientError } from '@forecourt/api-client';
import { carFinanceEstimate } from '@forecourt/finance-math';
import {
  FIELD_MESSAGES,
  LEAD_CATEGORIES,
  leadSchema,
  POSTCODE_MESSAGE,
} from '@forecourt/lead-payloads';
import { displayPrice } from '@forecourt/pricing';
import { apiVehicle } from '@forecourt/test-utils';
import { describe, expect, it, vi } from 'vitest';
import {
  financeApplicationHref,
  financeApplicationPrefill,
  financeApplicationSchema,
  submitFinanceApplication,
} from './finance-application.ts';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const filled = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  vehiclePriceBudget: '$24,990',
  car_id: '42',
  car_type: 'used',
  vin: 'jtmbfrev10d123456',
  preferredDealership: 'metro-toyota',
  opt_in: 'on',
};
const oneDealership = { slug: 'sunshine-used-cars', dealerships: [{}] };
const twoDealerships = { slug: 'metro-auto-group', dealerships: [{}, {}] };

describe('financeApplicationHref (vehicle-stock §2, §7)', () => {
  const car = {
    id: 42,
    car_type: 'used',
    vin: 'JTMBFREV10D123456',
    price: 24_990,
    dealership_slug: 'metro-toyota',
  };

  it("builds the site's finance base path with the car's parameters and #finance-form", () => {
    expect(financeApplicationHref(car, { finance: { path: '/finance' } })).toBe(
      '/finance?preferredDealership=metro-toyota&vehiclePriceBudget=24990&car_id=42&car_type=used&vin=JTMBFREV10D123456#finance-form',
    );
  });

  it('follows a per-site base path (/finance-enquiry, /apply-for-finance)', () => {
    expect(financeApplicationHref(car, { finance: { path: '/finance-enquiry' } })).toMatch(
      /^\/finance-enquiry\?/,
    );
  });

  it('leaves out what the car has no value for (no price, no vin, no dealership)', () => {
    expect(
      financeApplicationHref(
        { id: 7, car_type: null, vin: null, price: 0, dealership_slug: null },
        { finance: { path: '/finance' } },
      ),
    ).toBe('/finance?car_id=7#finance-form');
  });

  it("starts a caravan's application from its headline price, the calculator's price (vehicle-stock §4 Price display, §9)", () => {
    const caravan = apiVehicle<{
      id: number;
      price: number;
      offer_price: number | null;
      item_type: string;
    }>('caravan', { price: 41_990, offer_price: 40_490 });
    const site = {
      offers_subscription: false,
      texts: { no_price: 'Enquire' },
      finance: {
        path: '/finance',
        interest_rate: 10,
        term_years: 5,
        deposit_percent: 10,
        balloon_percent: 30,
      },
    };
    const headline = displayPrice(caravan, site);
    expect(headline).toMatchObject({ kind: 'price', amount: 40_490, text: '$40,490' });
    expect(carFinanceEstimate(caravan, site)?.basis.price).toBe(40_490);
    const href = financeApplicationHref(caravan, site);
    expect(new URL(href, 'https://dealer.example').searchParams.get('vehiclePriceBudget')).toBe(
      '40490',
    );
  });
});

describe('financeApplicationPrefill (vehicle-stock §2)', () => {
  it("starts the form from the link's query parameters", () => {
    const params = new URL(
      financeApplicationHref(
        { id: 42, car_type: 'demo', vin: 'ABC', price: 30_000, dealership_slug: 'metro-kia' },
        { finance: { path: '/finance' } },
      ),
      'https://x.localhost',
    ).searchParams;
    expect(financeApplicationPrefill(params)).toEqual({
      preferredDealership: 'metro-kia',
      vehiclePriceBudget: '30000',
      car_id: '42',
      car_type: 'demo',
      vin: 'ABC',
    });
  });

  it("fills in the signed-in shopper's details (site-wide §3 User) and drops an unknown car_type", () => {
    expect(
      financeApplicationPrefill(new URLSearchParams('car_id=9&car_type=spaceship'), {
        name: 'Jo',
        last_name: null,
        email: 'jo@example.com',
        phone: '0412345678',
        postcode: '4000',
      }),
    ).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412345678',
      postcode: '4000',
      car_id: '9',
    });
  });
});

describe('financeApplicationSchema (site-wide §5)', () => {
  // What react-hook-form holds: text fields and the opt-in as a boolean.
  const values = { ...filled, opt_in: true };

  it('requires the preferred dealership on a site with more than one dealership', () => {
    const { preferredDealership: _, ...withoutDealership } = values;
    const many = financeApplicationSchema({ dealershipCount: 2 }).safeParse(withoutDealership);
    expect(many.success).toBe(false);
    expect(many.error?.issues[0]?.message).toBe(FIELD_MESSAGES.preferredDealershipRequired);
    expect(
      financeApplicationSchema({ dealershipCount: 1 }).safeParse(withoutDealership).success,
    ).toBe(true);
  });

  it('applies the core contact rules: postcode of 4 digits', () => {
    const parsed = financeApplicationSchema({ dealershipCount: 1 }).safeParse({
      ...values,
      postcode: '400',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(POSTCODE_MESSAGE);
  });

  it("applies the finance lead's own rules to the budget and VIN; empty hidden fields are not given", () => {
    const parsed = financeApplicationSchema({ dealershipCount: 1 }).safeParse({
      ...values,
      vehiclePriceBudget: 'lots',
      vin: 'not a vin!',
      car_id: '',
    });
    const messages = parsed.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([FIELD_MESSAGES.amountInvalid, FIELD_MESSAGES.vinInvalid]);
  });
});

describe('submitFinanceApplication (vehicle-stock §7, site-wide §4, §8)', () => {
  it("sends a finance lead with car_id and vehiclePriceBudget that the server's leadSchema accepts", async () => {
    const api = { submitLead: vi.fn().mockResolvedValue({ lead_id: 'L9' }) };
    const outcome = await submitFinanceApplication(form(filled), {
      api,
      site: twoDealerships,
      url: 'https://metro-auto-group.localhost/finance',
      userAgent: 'test',
    });
    expect(outcome).toEqual({ ok: true, leadId: 'L9' });
    const payload = api.submitLead.mock.calls[0]?.[0];
    expect(payload).toMatchObject({
      category: LEAD_CATEGORIES.finance,
      site: 'metro-auto-group',
      car_id: 42,
      car_type: 'used',
      vin: 'JTMBFREV10D123456',
      vehiclePriceBudget: 24_990,
      preferredDealership: 'metro-toyota',
      url: 'https://metro-auto-group.localhost/finance',
    });
    const server = leadSchema.safeParse(payload);
    expect(server.success).toBe(true);
    expect(server.data).toMatchObject({ car_id: 42, vehiclePriceBudget: 24_990 });
  });

  it('returns 400 with field messages and sends nothing when the form is wrong (site-wide §8)', async () => {
    const api = { submitLead: vi.fn() };
    const outcome = await submitFinanceApplication(form({ ...filled, email: 'nope' }), {
      api,
      site: oneDealership,
      url: 'https://x/finance',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.failure.fieldErrors).toEqual({ email: FIELD_MESSAGES.emailInvalid });
    expect(outcome.failure.values.email).toBe('nope');
    expect(api.submitLead).not.toHaveBeenCalled();
  });

  it("shows the server's error when the API refuses the lead (site-wide §8)", async () => {
    const api = {
      submitLead: vi
        .fn()
        .mockRejectedValue(new ApiClientError('Rate limited', { status: 429, fields: {} })),
    };
    const outcome = await submitFinanceApplication(form(filled), {
      api,
      site: oneDealership,
      url: 'https://x/finance',
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 429,
      failure: { formError: 'Rate limited' },
    });
  });
});
