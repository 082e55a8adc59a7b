import { describe, expect, it } from 'vitest';
import {
  availability,
  FIND_ME_SOMETHING_SIMILAR_LABEL,
  SOLD_MESSAGE,
  SOMETHING_SIMILAR_PROMPT,
} from './availability.ts';

describe('availability', () => {
  it('counts in_stock and coming_soon as in stock; sold and others not (vehicle-stock §4)', () => {
    expect(availability({ status: 'in_stock' })).toEqual({ inStock: true, tag: null });
    expect(availability({ status: 'coming_soon' })).toEqual({ inStock: true, tag: 'COMING SOON' });
    expect(availability({ status: 'sold' })).toEqual({ inStock: false, tag: null });
    expect(availability({ status: 'archived' }).inStock).toBe(false);
  });

  it('uses the spec texts for the out-of-stock view (vehicle-stock §4)', () => {
    expect(SOLD_MESSAGE).toMatch(/^SOLD/);
    expect(SOMETHING_SIMILAR_PROMPT).toBe('Like this and want something similar?');
    expect(FIND_ME_SOMETHING_SIMILAR_LABEL).toBe('Find Me Something Similar');
  });
});
