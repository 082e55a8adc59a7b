import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { isInStock } from './in-stock.ts';

describe('isInStock', () => {
  it('counts in_stock and coming_soon as in stock (vehicle-stock §4)', () => {
    expect(isInStock(makeCar({ status: 'in_stock' }))).toBe(true);
    expect(isInStock(makeCar({ status: 'coming_soon' }))).toBe(true);
  });
  it('does not count sold or other statuses (vehicle-stock §4)', () => {
    expect(isInStock(makeCar({ status: 'sold' }))).toBe(false);
    expect(isInStock(makeCar({ status: 'archived' }))).toBe(false);
  });
});
