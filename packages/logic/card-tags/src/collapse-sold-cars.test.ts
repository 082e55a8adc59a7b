import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { type CollapsedCar, collapseSoldCars } from './collapse-sold-cars.ts';

const car = (id: number, status: 'in_stock' | 'coming_soon' | 'sold') => makeCar({ id, status });
const summary = (entries: CollapsedCar<{ id: number }>[]) =>
  entries.map((entry) => [entry.car.id, entry.collapsedCount]);

describe('collapseSoldCars', () => {
  it('collapses a run of consecutive sold cars into its first car (vehicle-stock §4)', () => {
    const list = [
      car(1, 'in_stock'),
      car(2, 'sold'),
      car(3, 'sold'),
      car(4, 'sold'),
      car(5, 'in_stock'),
    ];
    expect(summary(collapseSoldCars(list))).toEqual([
      [1, 0],
      [2, 2],
      [5, 0],
    ]);
  });

  it('keeps a lone sold car and each separate run apart (vehicle-stock §4)', () => {
    const list = [car(1, 'sold'), car(2, 'in_stock'), car(3, 'sold'), car(4, 'sold')];
    expect(summary(collapseSoldCars(list))).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it('never collapses in-stock or coming-soon cars (vehicle-stock §4)', () => {
    const list = [car(1, 'in_stock'), car(2, 'coming_soon'), car(3, 'in_stock')];
    expect(summary(collapseSoldCars(list))).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
  });

  it('returns the same car objects and leaves the input untouched (vehicle-stock §4)', () => {
    const list = [car(1, 'sold'), car(2, 'sold')];
    const [entry] = collapseSoldCars(list);
    expect(entry?.car).toBe(list[0]);
    expect(list).toHaveLength(2);
    expect(collapseSoldCars([])).toEqual([]);
  });
});
