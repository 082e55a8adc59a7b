import { type ResultCardData, resultCard } from '../car-hit.ts';
import { facetOptions } from '../facet-options.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from '../search-state.ts';
import { carHit, TEST_CARD_SITE } from '../test-hits.ts';
import type { FacetPanelFacet } from './FacetPanel.tsx';

const now = new Date('2026-11-22T00:00:00Z');

/** Result cards for stories: plain, reduced with a was-price, sold, reserved, no price. */
export const STORY_CARDS: ResultCardData[] = [
  carHit({ id: 1, primary_image_url: 'images/car-1.svg' }),
  carHit({ id: 2, name: '2019 Ford Ranger XLT', make: 'Ford', price: 38990, before_price: 41990 }),
  carHit({ id: 3, name: '2020 Mazda CX-5 Maxx', make: 'Mazda', body: 'SUV', status: 'sold' }),
  carHit({ id: 4, name: '2022 Kia Sportage S', make: 'Kia', body: 'SUV', reserved: true }),
  carHit({ id: 5, name: '2018 Hyundai i30 Active', make: 'Hyundai', body: 'Hatch', price: 0 }),
].map((hit) => resultCard(hit, TEST_CARD_SITE, now));

/** Result cards with three sold cars in a row (they collapse into one, vehicle-stock §4). */
export const STORY_CARDS_WITH_SOLD_RUN: ResultCardData[] = [
  carHit({ id: 11, primary_image_url: 'images/car-2.svg' }),
  carHit({ id: 12, name: '2017 Mazda 3 Touring', make: 'Mazda', status: 'sold' }),
  carHit({ id: 13, name: '2016 Honda Jazz VTi', make: 'Honda', status: 'sold' }),
  carHit({ id: 14, name: '2019 Kia Cerato S', make: 'Kia', status: 'sold' }),
  carHit({ id: 15, name: '2020 Subaru XV 2.0i', make: 'Subaru', body: 'SUV' }),
].map((hit) => resultCard(hit, TEST_CARD_SITE, now));

export const STORY_STATE: SearchState = {
  ...EMPTY_SEARCH_STATE,
  refinements: { make: ['Toyota'], car_type: ['used'] },
};

export const STORY_FACETS: FacetPanelFacet[] = [
  {
    facet: 'make',
    groups: facetOptions(
      'make',
      { Toyota: 42, Ford: 18, Mazda: 12, Kia: 9, Hyundai: 7 },
      STORY_STATE,
    ),
  },
  {
    facet: 'car_type',
    groups: facetOptions('car_type', { used: 80, demo: 6, new: 12 }, STORY_STATE),
  },
  {
    facet: 'price_range',
    groups: facetOptions(
      'price_range',
      { 'Over $100,000': 2, '$10,000 - $20,000': 20, 'Under $10,000': 8, '$20,000 - $30,000': 31 },
      STORY_STATE,
    ),
  },
];
