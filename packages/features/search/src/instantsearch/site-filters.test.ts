import { describe, expect, it } from 'vitest';
import { siteFilters, withPriceAscendingRule } from './site-filters.ts';

const NOW = new Date('2026-11-25T00:00:00Z');
const CUTOFF = Math.floor(NOW.getTime() / 1000 - 3 * 86_400);
const plain = { features: {}, include_sold_cars_days: null };
const aboveZero = {
  features: { price_above_zero_on_price_asc: true },
  include_sold_cars_days: null,
};

describe('siteFilters (site-wide §4, §7; vehicle-stock §5)', () => {
  it('is the stock filter in the Algolia syntax the engine and Algolia read', () => {
    expect(siteFilters({ sortBy: null }, plain, NOW, 'algolia')).toBe(
      `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${CUTOFF}) AND show_on_dealer_website:true`,
    );
  });

  it('is the Meilisearch stock filter through instant-meilisearch', () => {
    expect(siteFilters({ sortBy: null }, plain, NOW, 'meilisearch')).toBe(
      `(status=in_stock OR status=coming_soon OR sold_date_timestamp>${CUTOFF}) AND show_on_dealer_website=true`,
    );
  });
});

describe('withPriceAscendingRule', () => {
  const sent: unknown[] = [];
  const client = { search: (input: unknown) => sent.push(input) };
  const requests = [
    { indexName: 'cars:price:asc', params: { filters: 'a:b' } },
    { indexName: 'cars', params: { filters: 'a:b' } },
  ];

  it('adds price > 0 to the Lowest Price view on a site that asks for it', () => {
    sent.length = 0;
    withPriceAscendingRule(client, aboveZero, 'algolia').search(requests as never);
    expect(sent[0]).toEqual([
      { indexName: 'cars:price:asc', params: { filters: 'a:b AND price > 0' } },
      { indexName: 'cars', params: { filters: 'a:b' } },
    ]);
    withPriceAscendingRule(client, aboveZero, 'algolia').search({ requests } as never);
    expect((sent[1] as { requests: unknown[] }).requests[0]).toEqual({
      indexName: 'cars:price:asc',
      params: { filters: 'a:b AND price > 0' },
    });
  });

  it('leaves every request alone on other sites', () => {
    expect(withPriceAscendingRule(client, plain, 'algolia')).toBe(client);
  });
});
