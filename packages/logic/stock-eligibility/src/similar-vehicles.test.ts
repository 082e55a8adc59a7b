import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import {
  IN_STOCK_FILTER,
  pickSimilarVehicles,
  SIMILAR_VEHICLES_LIMIT,
  SIMILAR_VEHICLES_QUERY_LIMIT,
  similarPriceWindow,
  similarVehicleQueries,
} from './similar-vehicles.ts';

const indexUid = 'cars';

describe('similarPriceWindow', () => {
  it('is ±10000 under 50000 and ±25000 from 50000 (vehicle-stock §9)', () => {
    expect(similarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceWindow(50_001)).toEqual({ min: 25_001, max: 75_001 });
    expect(similarPriceWindow(30_000)).toEqual({ min: 20_000, max: 40_000 });
  });

  it('never goes below 0 (vehicle-stock §9)', () => {
    expect(similarPriceWindow(4_000)).toEqual({ min: 0, max: 14_000 });
  });
});

describe('similarVehicleQueries', () => {
  const car = makeCar({
    id: 7,
    make: 'Toyota',
    model: 'Corolla',
    simple_body: 'Hatch',
    price: 30_000,
  });

  it('asks one query per filter: same make+model, then same body in the price window (vehicle-stock §7, §9)', () => {
    const queries = similarVehicleQueries(car, { indexUid });
    expect(queries.map((query) => query.filter)).toEqual([
      '(status=in_stock OR status=coming_soon) AND (make="Toyota" AND model="Corolla")',
      '(status=in_stock OR status=coming_soon) AND (simple_body="Hatch" AND price>=20000 AND price<=40000)',
    ]);
  });

  it('shapes each query for the multi-search endpoint: empty q and facets, highlight all, limit 10 (vehicle-stock §7)', () => {
    expect(SIMILAR_VEHICLES_QUERY_LIMIT).toBe(10);
    for (const query of similarVehicleQueries(car, { indexUid })) {
      expect(query).toEqual({
        indexUid: 'cars',
        q: '',
        facets: [],
        attributesToHighlight: ['*'],
        limit: 10,
        filter: expect.any(String),
      });
    }
  });

  it('requires in-stock cars in every filter (vehicle-stock §5)', () => {
    expect(IN_STOCK_FILTER).toBe('status=in_stock OR status=coming_soon');
    for (const query of similarVehicleQueries(car, { indexUid })) {
      expect(query.filter).toContain('(status=in_stock OR status=coming_soon)');
    }
  });

  it('ANDs the site base filter into every query (vehicle-stock §5 default search-filter rule)', () => {
    const queries = similarVehicleQueries(car, { indexUid, baseFilter: 'car_type=used' });
    expect(queries[0]?.filter).toBe(
      '(car_type=used) AND (status=in_stock OR status=coming_soon) AND (make="Toyota" AND model="Corolla")',
    );
    expect(queries).toHaveLength(2);
    for (const query of queries) expect(query.filter.startsWith('(car_type=used) AND ')).toBe(true);
  });

  it('uses the ±25000 window from a price of 50000 (vehicle-stock §9)', () => {
    const [, byBody] = similarVehicleQueries({ ...car, price: 50_000 }, { indexUid });
    expect(byBody?.filter).toContain('price>=25000 AND price<=75000');
  });

  it('quotes values with spaces (vehicle-stock §7)', () => {
    const [byModel] = similarVehicleQueries(
      { ...car, make: 'Land Rover', model: 'Range Rover Sport' },
      { indexUid },
    );
    expect(byModel?.filter).toContain('make="Land Rover" AND model="Range Rover Sport"');
  });

  it('drops the price window without a positive price and the body without a body (vehicle-stock §7)', () => {
    expect(similarVehicleQueries({ ...car, price: null }, { indexUid })[1]?.filter).toBe(
      '(status=in_stock OR status=coming_soon) AND (simple_body="Hatch")',
    );
    expect(similarVehicleQueries({ ...car, price: 0 }, { indexUid })[1]?.filter).toBe(
      '(status=in_stock OR status=coming_soon) AND (simple_body="Hatch")',
    );
    expect(similarVehicleQueries({ ...car, simple_body: null }, { indexUid })[1]?.filter).toBe(
      '(status=in_stock OR status=coming_soon) AND (price>=20000 AND price<=40000)',
    );
  });

  it('leaves out a query whose fields are all missing (vehicle-stock §7)', () => {
    const bare = { id: 1, make: 'Toyota', model: ' ', simple_body: '', price: null };
    expect(similarVehicleQueries(bare, { indexUid })).toEqual([]);
    const onlyBody = similarVehicleQueries({ ...bare, simple_body: 'SUV' }, { indexUid });
    expect(onlyBody.map((query) => query.filter)).toEqual([
      '(status=in_stock OR status=coming_soon) AND (simple_body="SUV")',
    ]);
  });
});

describe('pickSimilarVehicles', () => {
  const current = { id: 1, make: 'Toyota', model: 'Corolla' };
  const hit = (id: number, make: string, model: string, status = 'in_stock') => ({
    id,
    make,
    model,
    status,
  });

  it('puts the same model first, keeping result order otherwise (vehicle-stock §7)', () => {
    const picked = pickSimilarVehicles(current, [
      { hits: [hit(2, 'Mazda', 'CX-5'), hit(3, 'Toyota', 'Corolla')] },
      { hits: [hit(4, 'Kia', 'Cerato'), hit(5, 'toyota', 'COROLLA')] },
    ]);
    expect(picked.map((car) => car.id)).toEqual([3, 5, 2, 4]);
  });

  it('cuts to the site-configured similar-cars count (vehicle-stock §9)', () => {
    const hits = [2, 3, 4, 5, 6, 7, 8, 9].map((id) => hit(id, 'Kia', 'Cerato'));
    expect(pickSimilarVehicles(current, [{ hits }])).toHaveLength(6);
    expect(pickSimilarVehicles(current, [{ hits }], { limit: 3 }).map((car) => car.id)).toEqual([
      2, 3, 4,
    ]);
  });

  it('puts the related car ids first, in their order (vehicle-stock §7 related car ids)', () => {
    const picked = pickSimilarVehicles(
      current,
      [{ hits: [hit(2, 'Toyota', 'Corolla'), hit(3, 'Kia', 'Cerato'), hit(4, 'Kia', 'Rio')] }],
      { relatedIds: [4, 3] },
    );
    expect(picked.map((car) => car.id)).toEqual([4, 3, 2]);
    const [first] = similarVehicleQueries(
      { id: 1, make: 'Kia', model: 'Rio', price: 20_000 },
      { indexUid, relatedIds: [4, 3] },
    );
    expect(first?.filter).toContain('id IN [4, 3]');
  });

  it('does not treat the same model name of another make as the same model (vehicle-stock §7)', () => {
    const picked = pickSimilarVehicles(current, [
      { hits: [hit(2, 'Mazda', 'CX-5'), hit(3, 'Holden', 'Corolla')] },
    ]);
    expect(picked.map((car) => car.id)).toEqual([2, 3]);
  });

  it('de-duplicates by id across queries (vehicle-stock §7)', () => {
    const picked = pickSimilarVehicles(current, [
      { hits: [hit(3, 'Toyota', 'Corolla'), hit(4, 'Kia', 'Cerato')] },
      { hits: [hit(4, 'Kia', 'Cerato'), hit(3, 'Toyota', 'Corolla')] },
    ]);
    expect(picked.map((car) => car.id)).toEqual([3, 4]);
  });

  it('excludes the current car, whether its id comes as a number or a string (vehicle-stock §7)', () => {
    const picked = pickSimilarVehicles({ ...current, id: '3' }, [
      { hits: [hit(3, 'Toyota', 'Corolla'), hit(4, 'Kia', 'Cerato')] },
    ]);
    expect(picked.map((car) => car.id)).toEqual([4]);
  });

  it('keeps only in-stock cars (vehicle-stock §5)', () => {
    const picked = pickSimilarVehicles(current, [
      { hits: [hit(2, 'Kia', 'Cerato', 'sold'), hit(3, 'Kia', 'Rio', 'coming_soon')] },
    ]);
    expect(picked.map((car) => car.id)).toEqual([3]);
  });

  it('cuts the list to 6: 6 stay, a 7th is dropped (vehicle-stock §7, §9)', () => {
    expect(SIMILAR_VEHICLES_LIMIT).toBe(6);
    const hits = Array.from({ length: 7 }, (_, i) => hit(10 + i, 'Kia', 'Cerato'));
    expect(pickSimilarVehicles(current, [{ hits: hits.slice(0, 6) }])).toHaveLength(6);
    const picked = pickSimilarVehicles(current, [{ hits }]);
    expect(picked.map((car) => car.id)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('keeps same-model cars from a later query ahead of the cut (vehicle-stock §7)', () => {
    const others = Array.from({ length: 6 }, (_, i) => hit(10 + i, 'Kia', 'Cerato'));
    const picked = pickSimilarVehicles(current, [
      { hits: others },
      { hits: [hit(20, 'Toyota', 'Corolla')] },
    ]);
    expect(picked[0]?.id).toBe(20);
    expect(picked).toHaveLength(6);
  });

  it('returns nothing for no results (vehicle-stock §7)', () => {
    expect(pickSimilarVehicles(current, [])).toEqual([]);
    expect(
      pickSimilarVehicles({ ...current, make: null }, [{ hits: [hit(2, 'Kia', 'Rio')] }]),
    ).toHaveLength(1);
  });
});
