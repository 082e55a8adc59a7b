import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { AUTOGRAB_MIN_PRICE, isAutograbEligible } from './autograb.ts';

describe('isAutograbEligible', () => {
  it('needs a price above 200 (site-wide §9)', () => {
    expect(AUTOGRAB_MIN_PRICE).toBe(200);
    expect(isAutograbEligible(makeCar({ price: 201 }))).toBe(true);
    expect(isAutograbEligible(makeCar({ price: 200 }))).toBe(false);
    expect(isAutograbEligible(makeCar({ price: 199 }))).toBe(false);
  });

  it('is not eligible without a price (site-wide §9)', () => {
    expect(isAutograbEligible({ price: null })).toBe(false);
  });
});
