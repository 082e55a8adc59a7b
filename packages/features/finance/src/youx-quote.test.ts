import { ApiClientError } from '@forecourt/api-client';
import { describe, expect, it, vi } from 'vitest';
import { loadYouxQuote, youxQuoteView } from './youx-quote.ts';

const QUOTE = { weeklyRepaymentAmount: 101, advertisedRate: 8.49, comparisonRate: 9.19 };

/** An in-stock car: status in_stock, neither sold nor reserved (site-wide §4). */
const IN_STOCK = { status: 'in_stock', sold: false, reserved: false } as const;

describe('loadYouxQuote', () => {
  it('uses the quote the car carries and asks for none (site-wide §4)', async () => {
    const api = { youxQuote: vi.fn() };
    expect(
      await loadYouxQuote(api, { ...IN_STOCK, price: 20_000, year: 2020, youxQuote: QUOTE }),
    ).toEqual(QUOTE);
    expect(api.youxQuote).not.toHaveBeenCalled();
  });

  it('asks once with the fixed request when the car has no quote and a positive price (site-wide §4, §7)', async () => {
    const api = { youxQuote: vi.fn().mockResolvedValue(QUOTE) };
    const quote = await loadYouxQuote(api, {
      ...IN_STOCK,
      price: 20_000,
      year: 2020,
      vin: 'VIN1',
      youxQuote: null,
    });
    expect(quote).toEqual(QUOTE);
    expect(api.youxQuote).toHaveBeenCalledTimes(1);
    expect(api.youxQuote).toHaveBeenCalledWith({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 20_000,
      loanTerm: 5,
      year: 2020,
      vin: 'VIN1',
      nvic: '',
      whoIsHelping: '',
    });
  });

  it('asks on the price the page shows: the offer price, not the list price behind it (vehicle-stock §4, §9)', async () => {
    const api = { youxQuote: vi.fn().mockResolvedValue(QUOTE) };
    await loadYouxQuote(api, {
      ...IN_STOCK,
      price: 45_990,
      offer_price: 42_990,
      year: 2021,
      youxQuote: null,
    });
    expect(api.youxQuote).toHaveBeenCalledWith(expect.objectContaining({ purchasePrice: 42_990 }));
  });

  it('does not ask without a positive price (site-wide §4)', async () => {
    const api = { youxQuote: vi.fn() };
    expect(await loadYouxQuote(api, { ...IN_STOCK, price: 0, year: 2020 })).toBeNull();
    expect(await loadYouxQuote(api, { ...IN_STOCK, price: null, year: 2020 })).toBeNull();
    expect(api.youxQuote).not.toHaveBeenCalled();
  });

  it('gives a car that is not in stock for the auto-quote no quote: reserved, sold, coming soon, $200 or less (site-wide §4)', async () => {
    const api = { youxQuote: vi.fn().mockResolvedValue(QUOTE) };
    const ineligible = {
      reserved: { ...IN_STOCK, reserved: true },
      'flagged sold': { ...IN_STOCK, sold: true },
      sold: { ...IN_STOCK, status: 'sold' },
      'coming soon': { ...IN_STOCK, status: 'coming_soon' },
      'at $200': { ...IN_STOCK, price: 200 },
      'at $150': { ...IN_STOCK, price: 150 },
    };
    for (const [why, state] of Object.entries(ineligible)) {
      const car = { price: 20_000, year: 2020, vin: 'VIN1', ...state };
      expect(await loadYouxQuote(api, car), why).toBeNull();
      // Nor the quote it was given while it was still for sale.
      expect(await loadYouxQuote(api, { ...car, youxQuote: QUOTE }), why).toBeNull();
    }
    expect(api.youxQuote).not.toHaveBeenCalled();
    // Eligible, just over $200: quoted as before.
    expect(await loadYouxQuote(api, { ...IN_STOCK, price: 201, year: 2020 })).toEqual(QUOTE);
    expect(api.youxQuote).toHaveBeenCalledTimes(1);
  });

  it('ignores a non-OK answer silently (site-wide §7)', async () => {
    const api = {
      youxQuote: vi.fn().mockRejectedValue(new ApiClientError('Bad', { status: 502 })),
    };
    expect(await loadYouxQuote(api, { ...IN_STOCK, price: 20_000, year: 2020 })).toBeNull();
  });
});

describe('youxQuoteView', () => {
  it('shows the quote in dollars and % p.a. (site-wide §7)', () => {
    expect(youxQuoteView(QUOTE)).toEqual({
      weeklyRepayment: '$101',
      advertisedRate: '8.49% p.a.',
      comparisonRate: '9.19% p.a.',
    });
  });

  it('shows - for every value when there is no quote (site-wide §7, §8)', () => {
    expect(youxQuoteView(null)).toEqual({
      weeklyRepayment: '-',
      advertisedRate: '-',
      comparisonRate: '-',
    });
  });
});
