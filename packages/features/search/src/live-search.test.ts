import { describe, expect, it } from 'vitest';
import {
  LIVE_SEARCH_CAR_COUNT,
  liveSearchRequests,
  liveSuggestions,
  matchesTyped,
  suggestionList,
} from './live-search.ts';
import { carHit, TEST_CARD_SITE } from './test-hits.ts';

const NOW = new Date('2026-11-25T00:00:00Z');

describe('live search requests', () => {
  it('asks the cars index for a few cars and the make and model counts of what was typed', () => {
    const [request] = liveSearchRequests('  toy ');
    expect(request).toMatchObject({
      indexName: 'cars',
      query: 'toy',
      hitsPerPage: LIVE_SEARCH_CAR_COUNT,
      facets: ['make', 'model'],
      analytics: false,
    });
    expect(request?.attributesToRetrieve).toContain('primary_image_url');
  });

  it('asks nothing for a blank box', () => {
    expect(liveSearchRequests('   ')).toEqual([]);
  });
});

describe('live suggestions', () => {
  const result = {
    nbHits: 1234,
    hits: [
      carHit({ id: 1, primary_image_url: '/media/cars/a/1.svg', price_type: 'Drive Away' }),
      carHit({ id: 2, model: 'Corolla', name: '2022 Toyota Corolla', price: 0 }),
    ],
    facets: {
      make: { Toyota: 300, Mazda: 120, 'Tata Motors': 2, Audi: 0 },
      model: { HiLux: 80, Corolla: 60, Tarago: 1, CX5: 40 },
    },
  };

  it('suggests the makes and models that match what was typed, most stocked first, with counts', () => {
    const suggestions = liveSuggestions(result, 'ta', TEST_CARD_SITE, NOW);
    expect(suggestions.makes.map((make) => [make.label, make.count, make.href])).toEqual([
      ['Tata Motors', 2, '/search/tata-motors'],
    ]);
    expect(suggestions.models.map((model) => [model.label, model.href])).toEqual([
      // Tarago has no hit to pair it with a make: it searches by its name.
      ['Tarago', '/search?query=Tarago'],
    ]);
    const toyota = liveSuggestions(result, 'toyota hi', TEST_CARD_SITE, NOW);
    expect(toyota.makes.map((make) => make.href)).toEqual(['/search/toyota']);
    expect(toyota.models.map((model) => [model.label, model.href])).toEqual([
      ['Toyota HiLux', '/search/toyota/hilux'],
    ]);
  });

  it('drops makes with no cars', () => {
    expect(liveSuggestions(result, 'au', TEST_CARD_SITE, NOW).makes).toEqual([]);
  });

  it('suggests the matching cars with photo, price and price type, linking to their pages', () => {
    const [first, second] = liveSuggestions(result, 'toyota', TEST_CARD_SITE, NOW).cars;
    expect(first).toMatchObject({
      kind: 'car',
      label: '2021 Toyota HiLux SR5',
      href: '/cars/2021-toyota-hilux-sr5-1',
      image: '/media/cars/a/1.svg',
      priceText: '$45,990',
      priceType: 'Drive Away',
    });
    expect(first?.detail).toBe('48,210 km · Automatic');
    // A car without a price shows the site's no-price text (vehicle-stock §5).
    expect(second?.priceText).toBe('Enquire for price');
  });

  it('ends with a See all link to the results page for the query', () => {
    const { all } = liveSuggestions(result, 'toyota', TEST_CARD_SITE, NOW);
    expect(all).toMatchObject({
      label: 'See all 1,234 results for “toyota”',
      href: '/search?query=toyota',
    });
  });

  it('walks makes, models, cars and See all in that order', () => {
    const kinds = suggestionList(liveSuggestions(result, 'toyota hi', TEST_CARD_SITE, NOW)).map(
      (item) => item.kind,
    );
    expect(kinds).toEqual(['make', 'model', 'car', 'car', 'all']);
  });

  it('has nothing for no answer, a blank query or no matches', () => {
    expect(suggestionList(liveSuggestions(undefined, 'x', TEST_CARD_SITE, NOW))).toEqual([]);
    expect(suggestionList(liveSuggestions(result, ' ', TEST_CARD_SITE, NOW))).toEqual([]);
    const none = liveSuggestions({ hits: [], nbHits: 0 }, 'zzz', TEST_CARD_SITE, NOW);
    expect(suggestionList(none)).toEqual([]);
  });

  it('matches a value when a typed word starts one of its words', () => {
    expect(matchesTyped('Land Rover', 'rov')).toBe(true);
    expect(matchesTyped('Mercedes-Benz', 'benz')).toBe(true);
    expect(matchesTyped('Toyota', 'oyo')).toBe(false);
    expect(matchesTyped('Toyota', '')).toBe(false);
  });
});
