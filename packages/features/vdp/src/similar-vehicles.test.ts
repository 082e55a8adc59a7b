import { carHit, TEST_CARD_SITE } from '@forecourt/search/testing';
import { describe, expect, it } from 'vitest';
import {
  SIMILAR_VEHICLES_LAZY_MARGIN_PX,
  similarVehicleCards,
  similarVehiclesSearch,
} from './similar-vehicles.ts';

const NOW = new Date('2026-11-22T00:00:00Z');
const CAR = { id: 1, make: 'Toyota', model: 'HiLux', simple_body: 'Ute', price: 45_990 };

describe('similarVehiclesSearch (vehicle-stock §7)', () => {
  it('asks the cars index once per filter: same make and model, then body within the price window', () => {
    const { queries } = similarVehiclesSearch(CAR);
    expect(queries.map((query) => query.indexUid)).toEqual(['cars', 'cars']);
    expect(queries[0]?.filter).toContain('make="Toyota" AND model="HiLux"');
    expect(queries[1]?.filter).toContain('simple_body="Ute" AND price>=35990 AND price<=55990');
  });

  it('limits each query to 10 hits with facets empty and every attribute highlighted (vehicle-stock §7)', () => {
    for (const query of similarVehiclesSearch(CAR).queries) {
      expect(query).toMatchObject({ limit: 10, facets: [], attributesToHighlight: ['*'] });
    }
  });

  it('asks for in-stock cars only and keeps a given base filter (vehicle-stock §5)', () => {
    for (const query of similarVehiclesSearch(CAR, 'dealership_id=7').queries) {
      expect(query.filter).toContain('status=in_stock OR status=coming_soon');
      expect(query.filter).toContain('dealership_id=7');
    }
  });
});

describe('similarVehicleCards (vehicle-stock §7, §9)', () => {
  it('puts the same model first, drops the car itself and sold cars, de-duplicates, and cuts to 6', () => {
    const others = Array.from({ length: 8 }, (_, index) =>
      carHit({ id: 10 + index, make: 'Ford', model: 'Ranger', name: `Ranger ${index}` }),
    );
    const results = [
      { hits: [carHit({ id: 1 }), carHit({ id: 2, name: 'Same model' })] },
      {
        hits: [
          carHit({ id: 3, status: 'sold', name: 'Sold one' }),
          ...others,
          carHit({ id: 2, name: 'Same model' }),
        ],
      },
    ];
    const cards = similarVehicleCards(CAR, results, TEST_CARD_SITE, NOW);
    expect(cards.map((card) => card.id)).toEqual([2, 10, 11, 12, 13, 14]);
  });

  it('draws each as a result card with its price and path', () => {
    const [card] = similarVehicleCards(
      CAR,
      [{ hits: [carHit({ id: 5, price: 39_990 })] }],
      TEST_CARD_SITE,
      NOW,
    );
    expect(card).toMatchObject({
      id: 5,
      path: '/cars/2021-toyota-hilux-sr5-5',
      priceText: '$39,990',
    });
  });

  it('loads within 500px of the viewport (vehicle-stock §9)', () => {
    expect(SIMILAR_VEHICLES_LAZY_MARGIN_PX).toBe(500);
  });
});
