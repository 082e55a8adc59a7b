import { describe, expect, it } from 'vitest';
import { resultsHeading, stockHeading } from './results-heading.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';

const BRISBANE = {
  override_city: null,
  address: { city: 'Brisbane' },
  texts: { vehicles: 'cars' },
  search_filters: '',
} as Parameters<typeof resultsHeading>[1];
const CARAVANS = {
  ...BRISBANE,
  address: { city: 'Newcastle' },
  texts: { vehicles: 'caravans' },
} as typeof BRISBANE;

function state(refinements: SearchState['refinements'], extra: Partial<SearchState> = {}) {
  return { ...EMPTY_SEARCH_STATE, refinements, ...extra };
}

describe('resultsHeading', () => {
  it('names the car type and make from the path and refinements (vehicle-stock §2, site-wide §2)', () => {
    expect(resultsHeading(state({ car_type: ['used'], make: ['Toyota'] }), BRISBANE)).toBe(
      'Used Toyota for sale in Brisbane',
    );
    expect(resultsHeading(state({ make: ['Toyota'], model: ['HiLux'] }), BRISBANE)).toBe(
      'Toyota HiLux for sale in Brisbane',
    );
  });

  it("says the site's own vehicle word: a caravan site never says cars (vehicle-stock §2)", () => {
    expect(resultsHeading(EMPTY_SEARCH_STATE, CARAVANS)).toBe('Caravans for sale in Newcastle');
    expect(resultsHeading(state({ car_type: ['new'] }), CARAVANS)).toBe(
      'New caravans for sale in Newcastle',
    );
    expect(stockHeading(CARAVANS)).toBe('Caravans for sale');
  });

  it('puts a body before the vehicle word and lists car types new, demo, used (site-wide §2)', () => {
    expect(resultsHeading(state({ body: ['SUV'] }), BRISBANE)).toBe(
      'SUV cars for sale in Brisbane',
    );
    expect(resultsHeading(state({ car_type: ['demo', 'new'] }), BRISBANE)).toBe(
      'New and demo cars for sale in Brisbane',
    );
    expect(resultsHeading(state({ car_type: ['new', 'demo', 'used'] }), BRISBANE)).toBe(
      'Cars for sale in Brisbane',
    );
  });

  it('uses override_city before the address city, a refined location before both', () => {
    expect(resultsHeading(EMPTY_SEARCH_STATE, { ...BRISBANE, override_city: 'Gold Coast' })).toBe(
      'Cars for sale in Gold Coast',
    );
    expect(resultsHeading(state({ location_name: ['Sunshine North Lakes'] }), BRISBANE)).toBe(
      'Cars for sale at Sunshine North Lakes',
    );
    expect(resultsHeading(EMPTY_SEARCH_STATE, { ...BRISBANE, address: { city: null } })).toBe(
      'Cars for sale',
    );
  });

  it('says used on a used-only site and names a query', () => {
    const usedOnly = { ...BRISBANE, search_filters: 'car_type = used' };
    expect(resultsHeading(EMPTY_SEARCH_STATE, usedOnly)).toBe('Used cars for sale in Brisbane');
    expect(resultsHeading(state({}, { query: 'ranger' }), BRISBANE)).toBe(
      'Cars for sale in Brisbane matching "ranger"',
    );
  });

  it('says nothing of a facet with more than two values rather than a long list', () => {
    expect(resultsHeading(state({ make: ['Kia', 'Mazda', 'Toyota'] }), BRISBANE)).toBe(
      'Cars for sale in Brisbane',
    );
    expect(resultsHeading(state({ make: ['Kia', 'Mazda'] }), BRISBANE)).toBe(
      'Kia and Mazda for sale in Brisbane',
    );
  });
});
