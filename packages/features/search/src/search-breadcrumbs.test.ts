import { describe, expect, it } from 'vitest';
import { searchBreadcrumbs } from './search-breadcrumbs.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';

const site = { texts: { vehicles: 'cars' } } as Parameters<typeof searchBreadcrumbs>[1];
const state = (refinements: SearchState['refinements']): SearchState => ({
  ...EMPTY_SEARCH_STATE,
  refinements,
});
const trail = (crumbs: ReturnType<typeof searchBreadcrumbs>) =>
  crumbs.map((crumb) => (crumb.href ? `${crumb.label} <${crumb.href}>` : crumb.label));

describe('results breadcrumbs (site-wide §2: Home, car type, make, model or body, page)', () => {
  it('is Home → stock on all stock', () => {
    expect(
      trail(searchBreadcrumbs(EMPTY_SEARCH_STATE, site, 'Cars for sale', '/search', false)),
    ).toEqual(['Home </>', 'Cars for sale']);
  });

  it('goes through the make to the model page /search/{make}/{model}', () => {
    const crumbs = searchBreadcrumbs(
      state({ make: ['Toyota'], model: ['HiLux'] }),
      site,
      'Toyota HiLux for sale',
      '/search/toyota/hilux',
      true,
    );
    expect(trail(crumbs)).toEqual([
      'Home </>',
      'Cars for sale </search>',
      'Toyota </search/toyota>',
      'Toyota HiLux for sale',
    ]);
  });

  it('puts the car type first, then the make, then the body', () => {
    const crumbs = searchBreadcrumbs(
      state({ car_type: ['used'], make: ['Mazda'], body: ['SUV'] }),
      site,
      'Used Mazda SUV for sale',
      '/search',
      true,
    );
    expect(trail(crumbs)).toEqual([
      'Home </>',
      'Cars for sale </search>',
      'Used cars </search/used-cars>',
      'Mazda </search/mazda>',
      'SUV </search/suv>',
      'Used Mazda SUV for sale',
    ]);
  });

  it('ends a location or dealership path with the page itself', () => {
    const crumbs = searchBreadcrumbs(
      state({ car_type: ['new', 'demo'], location_name: ['Metro Kia Ipswich'] }),
      site,
      'New and demo cars for sale at Metro Kia Ipswich',
      '/search/metro-kia-ipswich',
      true,
    );
    expect(trail(crumbs)).toEqual([
      'Home </>',
      'Cars for sale </search>',
      'New and demo cars </search/new-and-demo-cars>',
      'New and demo cars for sale at Metro Kia Ipswich',
    ]);
  });
});
